import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../kernel/src/AppKit.ts'
import { AppKitProvider } from './react/AppKitProvider.tsx'
import { ConnectButton } from './ConnectButton.tsx'
import { createTestAppKit } from './shell/testing/createTestAppKit.tsx'

const address = '0x1234567890abcdef1234567890abcdef12345678'
let appKit: AppKit

function renderButton(props: Parameters<typeof ConnectButton>[0] = {}) {
  return render(
    <AppKitProvider appKit={appKit}>
      <ConnectButton {...props} />
    </AppKitProvider>,
  )
}

beforeEach(() => {
  appKit = createTestAppKit()
  vi.spyOn(appKit, 'mount').mockResolvedValue()
})

afterEach(() => {
  cleanup()
  appKit.destroy()
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('ConnectButton', () => {
  it('has an accessible name, the default label or the given one', () => {
    renderButton()
    expect(screen.getByRole('button', { name: 'Connect Wallet' }).getAttribute('aria-haspopup')).toBe('dialog')
    cleanup()
    renderButton({ label: 'Sign in' })
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('loads the modal code on pointer-over and on focus', () => {
    const preload = vi.spyOn(appKit, 'preload').mockResolvedValue(undefined)
    renderButton()
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    fireEvent.pointerEnter(button)
    expect(preload).toHaveBeenCalledTimes(1)
    act(() => button.focus())
    expect(preload).toHaveBeenCalledTimes(2)
  })

  it('opens the Connect view while disconnected', async () => {
    const user = userEvent.setup()
    renderButton()
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(appKit.store.modal.open).toBe(true)
    expect(appKit.store.router.view).toBe('Connect')
  })

  it('shows the short address once connected and opens the Account view', async () => {
    const user = userEvent.setup()
    renderButton()
    act(() => {
      appKit.store.connections.setConnected('eip155', {
        accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
        caipNetworkId: 'eip155:1',
        connectorId: 'injected',
      })
    })
    const button = screen.getByRole('button', { name: 'Account 0x1234…5678' })
    expect(button.textContent).toBe('0x1234…5678')
    expect(button.getAttribute('data-state')).toBe('connected')
    await user.click(button)
    expect(appKit.store.router.view).toBe('Account')
  })

  it('shows the account name a plugin found instead of the address, on that network only', () => {
    renderButton()
    act(() => {
      appKit.store.connections.setConnected('eip155', {
        accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
        caipNetworkId: 'eip155:1',
        connectorId: 'injected',
      })
      appKit.store.connections.setAccountName(`eip155:1:${address.toUpperCase().replace('0X', '0x')}`, 'ada-42.portico')
    })
    const button = screen.getByRole('button', { name: 'Account ada-42.portico' })
    expect(button.textContent).toBe('ada-42.portico')
    act(() => appKit.store.connections.setNetwork('eip155', 'eip155:10'))
    expect(screen.getByRole('button', { name: 'Account 0x1234…5678' }).textContent).toBe('0x1234…5678')
    act(() => appKit.store.connections.setAccountName(`eip155:10:${address}`, 'ada-42.portico'))
    act(() => appKit.store.connections.setAccountName(`eip155:10:${address}`, undefined))
    expect(screen.getByRole('button', { name: 'Account 0x1234…5678' })).toBeTruthy()
  })

  it('says it is connecting while a connection is made', () => {
    renderButton()
    act(() => appKit.store.connections.setConnecting('eip155', 'injected'))
    act(() => appKit.store.connections.setActiveNamespace('eip155'))
    const button = screen.getByRole('button', { name: 'Connecting...' })
    expect(button.getAttribute('aria-busy')).toBe('true')
  })
})
