import { act, cleanup, render, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import { ConnectButton } from '../ConnectButton.tsx'
import { createTestAppKit } from '../shell/testing/createTestAppKit.tsx'
import { AppKitProvider } from './AppKitProvider.tsx'
import { useAppKit } from './useAppKit.ts'
import { useAppKitAccount } from './useAppKitAccount.ts'
import { useAppKitState } from './useAppKitState.ts'

let appKit: AppKit

beforeEach(() => {
  vi.useFakeTimers()
  appKit = createTestAppKit()
})

afterEach(() => {
  cleanup()
  appKit.destroy()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function HostPage() {
  const account = useAppKitAccount()
  const state = useAppKitState()
  useAppKit()
  return (
    <main>
      <ConnectButton />
      <p>{account.status}</p>
      <p>{state.open ? 'open' : 'closed'}</p>
    </main>
  )
}

describe('hooks without AppKitProvider', () => {
  it("mount and preload the modal of createAppKit's instance when the browser is idle, not before", () => {
    const mount = vi.spyOn(appKit, 'mount').mockResolvedValue()
    render(<HostPage />)
    expect(mount).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1000))
    expect(mount).toHaveBeenCalled()
  })

  it('ConnectButton alone (no hook, no provider) preloads it too', () => {
    const mount = vi.spyOn(appKit, 'mount').mockResolvedValue()
    render(<ConnectButton />)
    expect(mount).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1000))
    expect(mount).toHaveBeenCalled()
  })

  it('put the modal in the page once, however many hooks and components use it', async () => {
    render(<HostPage />)
    render(<HostPage />)
    renderHook(() => useAppKitAccount())
    expect(document.querySelector('[data-portico-host]')).toBeNull()
    await act(async () => {
      vi.advanceTimersByTime(1000)
      await vi.dynamicImportSettled()
    })
    vi.useRealTimers()
    await vi.waitFor(() => expect(document.querySelectorAll('[data-portico-host]')).toHaveLength(1))
    expect(appKit.store.modal.open).toBe(false)
  })

  it('cancel the preload of a component unmounted before the browser is idle', () => {
    const mount = vi.spyOn(appKit, 'mount').mockResolvedValue()
    const { unmount } = render(<HostPage />)
    unmount()
    act(() => vi.advanceTimersByTime(1000))
    expect(mount).not.toHaveBeenCalled()
  })

  it('mount nothing when rendered on a server', () => {
    const mount = vi.spyOn(appKit, 'mount').mockResolvedValue()
    expect(renderToString(<HostPage />)).toContain('<main>')
    act(() => vi.advanceTimersByTime(1000))
    expect(mount).not.toHaveBeenCalled()
  })

  it('leave the mounting to AppKitProvider under one (it mounts once, the hooks add nothing)', () => {
    const mount = vi.spyOn(appKit, 'mount').mockResolvedValue()
    render(
      <AppKitProvider appKit={appKit}>
        <HostPage />
      </AppKitProvider>,
    )
    act(() => vi.advanceTimersByTime(1000))
    expect(mount).toHaveBeenCalledTimes(1)
  })
})
