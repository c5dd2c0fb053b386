import { act, screen } from '@testing-library/react'
import { runInAction } from 'mobx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from './AppKit.ts'
import type { ChainAdapterDefinition } from './contracts/AdapterDefinition.ts'
import { createAppKit } from './createAppKit.ts'
import { testChain } from '../../ui/src/shell/testing/createTestAppKit.tsx'

let appKit: AppKit | undefined

afterEach(() => {
  appKit?.destroy()
  appKit = undefined
  localStorage.clear()
})

/** A chain adapter whose wallet is found without loading it, and whose `load` never settles (its SDK on its way). */
const discoveredOnly: ChainAdapterDefinition = {
  kind: 'chain',
  id: 'evm',
  namespace: 'eip155',
  discover: async () => ({ connectors: () => [{ id: 'io.harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'] }], stop: () => {} }),
  load: () => new Promise(() => {}),
}

/** Records whether a loading state (a spinner, a part or view loading) was ever in the page. */
function watchLoadingStates() {
  const seen: string[] = []
  const check = () => {
    for (const element of document.querySelectorAll('[data-state="loading"]')) seen.push(element.className)
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { subtree: true, childList: true, attributes: true })
  return {
    seen,
    stop: () => {
      check()
      observer.disconnect()
    },
  }
}

describe('AppKit.open: the first frame is complete', () => {
  it('shows the Connect view with its sections and the wallets found without any SDK, and no loading state before or after', async () => {
    appKit = createAppKit({ projectId: 'test', networks: [testChain], adapters: [discoveredOnly] })
    const watch = watchLoadingStates()
    await act(() => appKit?.open())
    watch.stop()
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(screen.getByText('Harbor Wallet')).toBeTruthy()
    expect(watch.seen).toEqual([])
    expect(appKit.store.adapters.status).not.toBe('ready')
  })

  it('shows what has arrived after 1 s when a part of the view is still on its way (the control: a loading state is seen)', async () => {
    appKit = createAppKit({ projectId: 'test', networks: [testChain], adapters: [discoveredOnly] })
    appKit.store.registry.addConnectSection({ id: 'slow', kind: 'email', load: () => new Promise(() => {}) })
    const watch = watchLoadingStates()
    await act(() => appKit?.open())
    watch.stop()
    expect(screen.getByText('Harbor Wallet')).toBeTruthy()
    expect(watch.seen.length).toBeGreaterThan(0)
  })

  it('keeps the current view on screen while the next view\'s code is on its way, then shows it', async () => {
    appKit = createAppKit({ projectId: 'test', networks: [testChain], adapters: [discoveredOnly] })
    let release: () => void = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    appKit.store.i18n.addMessages({ 'test.later.title': 'Later' })
    appKit.store.registry.registerView({
      id: 'Networks',
      title: 'test.later.title',
      load: async () => {
        await arrived
        return { default: () => <p>Later view body</p> }
      },
    })
    await act(() => appKit?.open())
    const watch = watchLoadingStates()
    act(() => runInAction(() => appKit?.store.router.push('Networks')))
    expect(screen.getByText('Harbor Wallet')).toBeTruthy()
    expect(document.querySelector('.pc-view[data-view]')?.getAttribute('data-view')).toBe('Connect')
    await act(async () => release())
    await screen.findByText('Later view body')
    watch.stop()
    expect(screen.queryByText('Harbor Wallet')).toBeNull()
    expect(watch.seen).toEqual([])
  })

  it("keeps the current view on screen while a part of the next view (a Connect section, an Account tab) is on its way, so the part's fallback never shows", async () => {
    appKit = createAppKit({ projectId: 'test', networks: [testChain], adapters: [discoveredOnly] })
    let release: () => void = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    appKit.store.i18n.addMessages({ 'test.first.title': 'First' })
    appKit.store.registry.registerView({ id: 'Networks', title: 'test.first.title', load: async () => ({ default: () => <p>First view body</p> }) })
    await act(() => appKit?.open({ view: 'Networks' }))
    appKit.store.registry.addConnectSection({
      id: 'later',
      kind: 'email',
      load: async () => {
        await arrived
        return { default: () => <p>Later section body</p> }
      },
    })
    const watch = watchLoadingStates()
    act(() => runInAction(() => appKit?.store.router.push('Connect')))
    expect(screen.getByText('First view body')).toBeTruthy()
    expect(document.querySelector('.pc-view[data-view]')?.getAttribute('data-view')).toBe('Networks')
    await act(async () => release())
    await screen.findByText('Later section body')
    watch.stop()
    expect(screen.getByText('Harbor Wallet')).toBeTruthy()
    expect(watch.seen).toEqual([])
  })

  it('a view whose code fails to arrive shows its failure with Try again instead of staying on the current view', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    appKit = createAppKit({ projectId: 'test', networks: [testChain], adapters: [discoveredOnly] })
    appKit.store.i18n.addMessages({ 'test.broken.title': 'Broken' })
    appKit.store.registry.registerView({ id: 'AllWallets', title: 'test.broken.title', load: () => Promise.reject(new Error('offline')) })
    await act(() => appKit?.open())
    act(() => runInAction(() => appKit?.store.router.push('AllWallets')))
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(document.querySelector('.pc-view[data-view]')?.getAttribute('data-view')).toBe('AllWallets')
  })
})
