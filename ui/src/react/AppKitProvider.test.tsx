import { act, cleanup, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import { ConnectButton } from '../ConnectButton.tsx'
import { createTestAppKit } from '../shell/testing/createTestAppKit.tsx'
import { AppKitProvider } from './AppKitProvider.tsx'
import { useAppKitAccount } from './useAppKitAccount.ts'
import { useAppKitEvents } from './useAppKitEvents.ts'
import { useAppKitNetwork } from './useAppKitNetwork.ts'
import { useAppKitState } from './useAppKitState.ts'
import { useAppKitTheme } from './useAppKitTheme.ts'
import { useWalletInfo } from './useWalletInfo.ts'

let appKit: AppKit

function HostPage() {
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const state = useAppKitState()
  const theme = useAppKitTheme()
  const event = useAppKitEvents()
  const { walletInfo } = useWalletInfo()
  return (
    <main>
      <ConnectButton />
      <p data-testid="status">{account.status}</p>
      <p data-testid="address">{account.address ?? 'none'}</p>
      <p>{network.caipNetworkId}</p>
      <p>{state.open ? 'open' : 'closed'}</p>
      <p>{String(state.initialized)}</p>
      <p>{theme.themeMode}</p>
      <p>{event.data.event}</p>
      <p>{walletInfo?.name ?? 'no wallet'}</p>
    </main>
  )
}

function tree(instance: AppKit) {
  return (
    <AppKitProvider appKit={instance}>
      <HostPage />
    </AppKitProvider>
  )
}

beforeEach(() => {
  appKit = createTestAppKit()
})

afterEach(() => {
  cleanup()
  appKit.destroy()
  localStorage.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('AppKitProvider', () => {
  it('renders the same markup on the server and in the first client render', async () => {
    const html = renderToString(tree(appKit))
    expect(html).toContain('Connect Wallet')

    // The browser already knows a wallet (restored connection): hydration must still match.
    act(() => {
      appKit.store.connections.setConnected('eip155', {
        accounts: [{ namespace: 'eip155', address: '0x1234567890abcdef1234567890abcdef12345678', type: 'eoa' }],
        caipNetworkId: 'eip155:1',
        connectorId: 'injected',
      })
    })
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const recoverable: unknown[] = []

    const root = await act(async () =>
      hydrateRoot(container, tree(appKit), {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    )
    expect(recoverable).toEqual([])
    // After hydration the client shows what it knows.
    expect(container.querySelector('[data-testid="address"]')?.textContent).toBe('0x1234567890abcdef1234567890abcdef12345678')
    const firstClientHtml = renderToString(tree(appKit))
    expect(firstClientHtml).toBe(html)
    act(() => root.unmount())
    container.remove()
  })

  it('renders only its children: no modal markup', () => {
    const { container } = render(tree(appKit))
    expect(container.querySelector('[role="dialog"]')).toBeNull()
    expect(document.querySelector('[data-portico-host]')).toBeNull()
  })

  it('mounts the modal when the browser is idle, not during hydration', () => {
    vi.useFakeTimers()
    const mount = vi.spyOn(appKit, 'mount').mockResolvedValue()
    render(tree(appKit))
    expect(mount).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1000))
    expect(mount).toHaveBeenCalledTimes(1)
  })

  it('uses requestIdleCallback where there is one, and cancels it on unmount', () => {
    const callbacks: (() => void)[] = []
    const cancel = vi.fn()
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback))
    vi.stubGlobal('cancelIdleCallback', cancel)
    const mount = vi.spyOn(appKit, 'mount').mockResolvedValue()
    const { unmount } = render(tree(appKit))
    expect(callbacks).toHaveLength(1)
    act(() => callbacks[0]?.())
    expect(mount).toHaveBeenCalledTimes(1)
    unmount()
    expect(cancel).toHaveBeenCalled()
  })
})
