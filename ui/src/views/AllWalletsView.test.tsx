import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../../../kernel/src/model/Connector.ts'
import type { WalletPage } from '../../../kernel/src/model/WalletPage.ts'
import type { WalletRegistry } from '../../../kernel/src/store/WalletRegistry.ts'
import AllWalletsView from './AllWalletsView.tsx'
import { memoryWalletRegistry } from '../../../kernel/src/testing/memoryWalletRegistry.ts'
import { renderView } from './testing/renderView.tsx'
import { testChainAdapter } from '../../../kernel/src/testing/testChainAdapter.ts'
import { testWallets } from '../../../kernel/src/testing/testWallets.ts'

/** IntersectionObservers the sentinel made; `scrollToEnd` tells the live ones their target is in view. */
const observers: { callback: IntersectionObserverCallback; disconnected: boolean; target?: Element }[] = []

class TestIntersectionObserver {
  private readonly record: (typeof observers)[number]
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, disconnected: false }
    observers.push(this.record)
  }
  observe(target: Element): void {
    this.record.target = target
  }
  disconnect(): void {
    this.record.disconnected = true
  }
}

function scrollToEnd(): void {
  for (const record of observers.filter((each) => !each.disconnected && each.target)) {
    record.callback([{ isIntersecting: true, target: record.target } as IntersectionObserverEntry], record as unknown as IntersectionObserver)
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver)
})

afterEach(() => {
  cleanup()
  observers.length = 0
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** The memory registry, with its calls counted. */
function countedRegistry(registry: WalletRegistry = memoryWalletRegistry(testWallets(100))) {
  return { fetchPage: vi.fn(registry.fetchPage), search: vi.fn(registry.search) }
}

function cards(): string[] {
  return [...document.querySelectorAll('.pc-wallet-card[data-wallet]')].map((card) => card.textContent ?? '')
}

function viewState(): string | null | undefined {
  return document.querySelector('.pc-all-wallets')?.getAttribute('data-state')
}

describe('AllWalletsView', () => {
  it('loads pages of 40 as the end of the grid scrolls into view, until none are left', async () => {
    const registry = countedRegistry()
    await renderView(AllWalletsView, { setup: (appKit) => appKit.store.wallets.setRegistry(registry) })
    await waitFor(() => expect(cards()).toHaveLength(40))
    expect(registry.fetchPage).toHaveBeenCalledTimes(1)
    expect(registry.fetchPage).toHaveBeenLastCalledWith({ page: 1, entries: 40 })
    expect(viewState()).toBe('default')

    act(() => scrollToEnd())
    await waitFor(() => expect(cards()).toHaveLength(80))
    expect(registry.fetchPage).toHaveBeenLastCalledWith({ page: 2, entries: 40 })
    act(() => scrollToEnd())
    await waitFor(() => expect(cards()).toHaveLength(100))
    expect(document.querySelector('.pc-sentinel')).toBeNull()
    act(() => scrollToEnd())
    expect(registry.fetchPage).toHaveBeenCalledTimes(3)
  })

  it('shows skeletons while the first page loads', async () => {
    const registry = countedRegistry()
    registry.fetchPage.mockImplementation(() => new Promise<WalletPage>(() => {}))
    await renderView(AllWalletsView, { setup: (appKit) => appKit.store.wallets.setRegistry(registry) })
    expect(viewState()).toBe('loading')
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(9)
    expect(screen.getByRole('status').textContent).toBe('Loading wallets')
  })

  it('searches once typing pauses for 300 ms, shows the results and announces how many', async () => {
    const registry = countedRegistry()
    await renderView(AllWalletsView, { setup: (appKit) => appKit.store.wallets.setRegistry(registry) })
    await waitFor(() => expect(cards()).toHaveLength(40))
    vi.useFakeTimers()
    const input = screen.getByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(input, { target: { value: 'Wallet 9' } })
    act(() => vi.advanceTimersByTime(200))
    fireEvent.change(input, { target: { value: 'Wallet 99' } })
    act(() => vi.advanceTimersByTime(299))
    expect(registry.search).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(1))
    expect(registry.search).toHaveBeenCalledTimes(1)
    expect(registry.search).toHaveBeenCalledWith({ query: 'Wallet 99', entries: 100 })
    expect(cards()).toEqual(['Wallet 99'])
    expect(document.querySelector('.pc-sentinel')).toBeNull()
    // Said politely once the search is done (issue 20: search results announced).
    expect(screen.getByRole('status').textContent).toBe('1 wallet found')
  })

  it('says so when a search finds nothing', async () => {
    const registry = countedRegistry()
    await renderView(AllWalletsView, { setup: (appKit) => appKit.store.wallets.setRegistry(registry) })
    await waitFor(() => expect(cards()).toHaveLength(40))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'nothing like it' } })
    await screen.findByText('No wallet found', undefined, { timeout: 15_000 })
    expect(viewState()).toBe('empty')
    // The one status both shows it and says it.
    expect(screen.getByRole('status').textContent).toBe('No wallet found')
  })

  it('shows an error with a retry that loads the page again', async () => {
    const registry = countedRegistry()
    registry.fetchPage.mockRejectedValueOnce(new Error('HTTP status code: 503'))
    await renderView(AllWalletsView, { setup: (appKit) => appKit.store.wallets.setRegistry(registry) })
    await screen.findByText('Wallets could not be loaded')
    expect(viewState()).toBe('error')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(cards()).toHaveLength(40))
    expect(viewState()).toBe('default')
    expect(registry.fetchPage).toHaveBeenCalledTimes(2)
  })

  it('connects an installed wallet through its connector, any other through WalletConnect', async () => {
    const harbor: Connector = { id: 'harbor', type: 'ANNOUNCED', name: 'Harbor', namespaces: ['eip155'], info: { rdns: 'test.wallet-2' } }
    const { store } = await renderView(AllWalletsView, {
      options: { adapters: [testChainAdapter({ connectors: [harbor] })] },
      setup: async (appKit) => {
        appKit.store.wallets.setRegistry(memoryWalletRegistry(testWallets(3)))
        await appKit.store.adapters.ensureLoaded()
      },
    })
    await waitFor(() => expect(cards()).toHaveLength(3))
    expect(cards()[1]).toBe('Wallet 2Installed')
    fireEvent.click(screen.getByRole('button', { name: /Wallet 2/ }))
    expect(store.router.data).toEqual({ connectorId: 'harbor' })
    store.router.goBack()
    fireEvent.click(screen.getByRole('button', { name: 'Wallet 3' }))
    expect(store.router.view).toBe('ConnectingWalletConnect')
    expect(store.router.data).toEqual({ walletId: 'wallet-3', title: 'Wallet 3' })
  })

  it('shows its empty state without a wallet registry', async () => {
    await renderView(AllWalletsView)
    expect(viewState()).toBe('empty')
  })
})
