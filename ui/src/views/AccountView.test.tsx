import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { observable } from 'mobx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import type { Connector } from '../../../kernel/src/model/Connector.ts'
import type { TokenBalance } from '../../../kernel/src/model/TokenBalance.ts'
import { loadActiveBalances } from '../../../kernel/src/store/loadActiveBalances.ts'
import { balancesOf } from '../../../kernel/src/store/balancesOf.ts'
import { rootBalancesSource } from '../../../kernel/src/store/rootBalancesSource.ts'
import { AppKitContext } from '../react/AppKitContext.ts'
import AccountView from './AccountView.tsx'
import { addressGradient } from './account/addressGradient.ts'
import { renderView } from './testing/renderView.tsx'
import { testChainAdapter } from '../../../kernel/src/testing/testChainAdapter.ts'
import { testNetworks } from '../../../kernel/src/testing/testNetworks.ts'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const harbor: Connector = { id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'] }

function nativeBalance(chainId: string, numeric: string): TokenBalance {
  return { name: 'Ether', symbol: 'ETH', chainId, quantity: { decimals: '18', numeric } }
}

/** Connects through the test adapter, on `network`, with the balances given. */
function connected(network = testNetworks.ethereum, balances: TokenBalance[] = []) {
  return async (appKit: AppKit): Promise<void> => {
    const { store } = appKit
    store.networks.setActive('eip155', network.caipNetworkId)
    await store.adapters.connect('harbor')
    await balancesOf(store).fetch(`${network.caipNetworkId}:account`, async () => balances)
  }
}

const options = { adapters: [testChainAdapter({ connectors: [harbor] })] }

describe('AccountView', () => {
  it('shows its empty state with a way to connect when no wallet is connected', async () => {
    const { container, store } = await renderView(AccountView)
    expect(container.querySelector('.pc-account')?.getAttribute('data-state')).toBe('empty')
    act(() => store.router.push('Account'))
    fireEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }))
    expect(store.router.history.map((entry) => entry.view)).toEqual(['Connect'])
  })

  it('shows the truncated address, a gradient avatar made from it, and the native balance with 3 decimals', async () => {
    const { container, store } = await renderView(AccountView, { options, setup: connected(testNetworks.ethereum, [nativeBalance('eip155:1', '1.23456')]) })
    const address = store.connections.activeAddress ?? ''
    expect(screen.getByText('0x5290…9EE7').getAttribute('title')).toBe(address)
    expect((container.querySelector('.pc-avatar') as HTMLElement).style.backgroundImage).toBe(addressGradient(address))
    expect(container.querySelector('.pc-balance')?.textContent).toBe('Balance 1.235 ETH')
  })

  it('shows the account name a plugin found above the address', async () => {
    const { store } = await renderView(AccountView, { options, setup: connected() })
    expect(screen.queryByText('ada-42.portico')).toBeNull()
    act(() => store.connections.setAccountName(store.connections.activeCaipAddress ?? '', 'ada-42.portico'))
    expect(screen.getByText('ada-42.portico')).toBeTruthy()
    expect(screen.getByText('0x5290…9EE7')).toBeTruthy()
  })

  it('shows 0.00 on a testnet (SPEC §9)', async () => {
    const { container } = await renderView(AccountView, { options, setup: connected(testNetworks.sepolia, [nativeBalance('eip155:11155111', '4.5')]) })
    expect(container.querySelector('.pc-balance')?.textContent).toBe('Balance 0.00 ETH')
  })

  it('copies the address and says "Address copied"', async () => {
    const { store } = await renderView(AccountView, { options, setup: connected() })
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(store.snack.message).toBe('Address copied'))
    expect(writeText).toHaveBeenCalledWith(store.connections.activeAddress)
    expect(store.snack.variant).toBe('success')
  })

  it('opens Networks from the network button', async () => {
    const { store } = await renderView(AccountView, { options, setup: connected() })
    fireEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    expect(store.router.view).toBe('Networks')
  })

  it('disconnects and closes the modal', async () => {
    const { store } = await renderView(AccountView, { options, setup: connected() })
    act(() => store.modal.setOpen(true))
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(store.modal.open).toBe(false))
    expect(store.connections.isConnected).toBe(false)
  })

  it('shows the registered wallet features in SPEC §9 order (onramp, swaps, receive, send)', async () => {
    const { store } = await renderView(AccountView, {
      options,
      setup: async (appKit) => {
        const { registry } = appKit.store
        for (const id of ['send', 'receive', 'onramp', 'swaps']) registry.addWalletFeature({ id, label: `label.${id}`, view: `View.${id}`, icon: 'wallet' })
        await connected()(appKit)
      },
    })
    const row = screen.getByRole('navigation', { name: 'Wallet features' })
    expect(within(row).getAllByRole('button').map((button) => button.textContent)).toEqual(['label.onramp', 'label.swaps', 'label.receive', 'label.send'])
    fireEvent.click(within(row).getByRole('button', { name: 'label.receive' }))
    expect(store.router.view).toBe('View.receive')
  })

  it("shows the account's own actions (placement 'row') as full-width rows with a chevron after the tiles (issue 34)", async () => {
    const { container, store } = await renderView(AccountView, {
      options,
      setup: async (appKit) => {
        const { registry } = appKit.store
        // Registered before the tiles: the rows still come after them, by id (SPEC does not rank them).
        registry.addWalletFeature({ id: 'names', label: 'label.names', view: 'View.names', icon: 'tag', placement: 'row' })
        registry.addWalletFeature({ id: 'exportKey', label: 'label.exportKey', view: 'View.exportKey', icon: 'key', placement: 'row' })
        registry.addWalletFeature({ id: 'send', label: 'label.send', view: 'View.send', icon: 'send' })
        registry.addWalletFeature({ id: 'receive', label: 'label.receive', view: 'View.receive', icon: 'receive', placement: 'tile' })
        await connected()(appKit)
      },
    })
    const nav = screen.getByRole('navigation', { name: 'Wallet features' })
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['label.receive', 'label.send', 'label.exportKey', 'label.names'])
    const tiles = nav.querySelector('.pc-features') as HTMLElement
    const rows = nav.querySelector('.pc-feature-rows') as HTMLElement
    expect([...tiles.querySelectorAll('button')].map((button) => button.getAttribute('data-feature'))).toEqual(['receive', 'send'])
    expect([...tiles.querySelectorAll('button')].every((button) => button.className === 'pc-feature-button')).toBe(true)
    // The rows' list follows the tiles' list; each row is a list item (full width) with its icon and a chevron at the end.
    expect(tiles.compareDocumentPosition(rows) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const rowButtons = [...rows.querySelectorAll('button')]
    expect(rowButtons.map((button) => button.getAttribute('data-feature'))).toEqual(['exportKey', 'names'])
    for (const button of rowButtons) {
      expect(button.classList.contains('pc-list-item')).toBe(true)
      expect(button.classList.contains('pc-feature-row')).toBe(true)
      expect(button.querySelector('.pc-list-item-icon [data-icon]')).not.toBeNull()
      expect(button.lastElementChild?.getAttribute('data-icon')).toBe('chevron')
    }
    expect(container.querySelector('.pc-features [data-feature="names"]')).toBeNull()
    fireEvent.click(within(nav).getByRole('button', { name: 'label.names' }))
    expect(store.router.view).toBe('View.names')
  })

  it('hides a wallet feature whose flag is off, and one that does not serve the active namespace', async () => {
    await renderView(AccountView, {
      options: { ...options, features: { swaps: false } },
      setup: async (appKit) => {
        const { registry } = appKit.store
        registry.addWalletFeature({ id: 'swaps', label: 'label.swaps', view: 'View.swaps', icon: 'wallet' })
        registry.addWalletFeature({ id: 'receive', label: 'label.receive', view: 'View.receive', icon: 'wallet' })
        registry.addWalletFeature({ id: 'send', label: 'label.send', view: 'View.send', icon: 'wallet', namespaces: ['solana'] })
        await connected()(appKit)
      },
    })
    const row = screen.getByRole('navigation', { name: 'Wallet features' })
    expect(within(row).getAllByRole('button').map((button) => button.textContent)).toEqual(['label.receive'])
  })

  it('offers a wallet feature only while it says it is available, following what it reads', async () => {
    const availability = observable.box(false)
    await renderView(AccountView, {
      options,
      setup: async (appKit) => {
        const { registry } = appKit.store
        registry.addWalletFeature({ id: 'swaps', label: 'label.swaps', view: 'View.swaps', icon: 'swap', isAvailable: () => availability.get() })
        registry.addWalletFeature({ id: 'receive', label: 'label.receive', view: 'View.receive', icon: 'wallet' })
        await connected()(appKit)
      },
    })
    const labels = () => within(screen.getByRole('navigation', { name: 'Wallet features' })).getAllByRole('button').map((button) => button.textContent)
    expect(labels()).toEqual(['label.receive'])
    act(() => availability.set(true))
    expect(labels()).toEqual(['label.swaps', 'label.receive'])
  })

  it('renders the registered tabs as a tablist; arrow keys, Home and End move between them', async () => {
    await renderView(AccountView, {
      options,
      setup: async (appKit) => {
        const { registry } = appKit.store
        registry.addAccountTab({ id: 'activity', label: 'tab.activity', order: 3, load: async () => ({ default: () => <p>Activity panel</p> }) })
        registry.addAccountTab({ id: 'tokens', label: 'tab.tokens', order: 1, load: async () => ({ default: () => <p>Tokens panel</p> }) })
        registry.addAccountTab({ id: 'nfts', label: 'tab.nfts', order: 2, load: async () => ({ default: () => <p>NFTs panel</p> }) })
        await connected()(appKit)
      },
    })
    const tablist = screen.getByRole('tablist', { name: 'Account details' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['tab.tokens', 'tab.nfts', 'tab.activity'])
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1'])
    const panel = screen.getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id)
    await screen.findByText('Tokens panel')

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tabs[1])
    await screen.findByText('NFTs panel')

    fireEvent.keyDown(tabs[1]!, { key: 'End' })
    expect(document.activeElement).toBe(tabs[2])
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tabs[0])
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(tabs[2])
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[2]?.id)
  })

  it('shows an only tab as its content under its name, without a tab bar', async () => {
    await renderView(AccountView, {
      options,
      setup: async (appKit) => {
        appKit.store.registry.addAccountTab({ id: 'tokens', label: 'tab.tokens', order: 1, load: async () => ({ default: () => <p>Tokens panel</p> }) })
        await connected()(appKit)
      },
    })
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.queryByRole('tab')).toBeNull()
    const section = screen.getByRole('region', { name: 'tab.tokens' })
    expect(within(section).getByRole('heading', { level: 3, name: 'tab.tokens' })).toBeTruthy()
    await within(section).findByText('Tokens panel')
  })

  it('keeps the chosen tab when the view comes back (back from a tab’s own view lands on that tab)', async () => {
    const { appKit, rerender } = await renderView(AccountView, {
      options,
      setup: async (appKit) => {
        const { registry } = appKit.store
        registry.addAccountTab({ id: 'tokens', label: 'tab.tokens', order: 1, load: async () => ({ default: () => <p>Tokens panel</p> }) })
        registry.addAccountTab({ id: 'nfts', label: 'tab.nfts', order: 2, load: async () => ({ default: () => <p>NFTs panel</p> }) })
        await connected()(appKit)
      },
    })
    fireEvent.click(screen.getByRole('tab', { name: 'tab.nfts' }))
    await screen.findByText('NFTs panel')
    // The view leaves (a tab's detail view is shown instead) and comes back.
    rerender(<AppKitContext.Provider value={appKit}><p>Another view</p></AppKitContext.Provider>)
    expect(screen.queryByRole('tablist')).toBeNull()
    rerender(<AppKitContext.Provider value={appKit}><AccountView /></AppKitContext.Provider>)
    expect(screen.getByRole('tab', { name: 'tab.nfts' }).getAttribute('aria-selected')).toBe('true')
    await screen.findByText('NFTs panel')
  })
})

describe('AccountView balances', () => {
  it('reads the balances through the chain adapter and lists them in the Tokens tab', async () => {
    const reads: string[] = []
    const token: TokenBalance = { name: 'Portico Test Token', symbol: 'PTT', chainId: testNetworks.ethereum.caipNetworkId, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', value: 12.5, price: 0.01, quantity: { decimals: '18', numeric: '1250' } }
    const adapter = testChainAdapter({
      connectors: [harbor],
      getBalances: async (address, network) => {
        reads.push(`${network.caipNetworkId}:${address}`)
        return [nativeBalance(network.caipNetworkId, '2.5'), token]
      },
    })
    await renderView(AccountView, {
      options: { adapters: [adapter] },
      setup: async ({ store }) => {
        store.networks.setActive('eip155', testNetworks.ethereum.caipNetworkId)
        await store.adapters.connect('harbor')
      },
    })
    await waitFor(() => expect(screen.getByText('2.500 ETH')).toBeTruthy())
    expect(reads).toHaveLength(1)
    const list = await screen.findByRole('list', { name: 'Token balances' })
    expect(within(list).getByText('Portico Test Token')).toBeTruthy()
    expect(within(list).getByText('1,250.000 PTT')).toBeTruthy()
    expect(within(list).getByText('$12.50')).toBeTruthy()
  })

  it('leaves out the tokens the account holds none of, but always lists the native currency (issue 34)', async () => {
    const token = (symbol: string, numeric: string, address: string): TokenBalance => ({ name: `${symbol} Token`, symbol, chainId: testNetworks.ethereum.caipNetworkId, address, quantity: { decimals: '18', numeric } })
    const held = [nativeBalance(testNetworks.ethereum.caipNetworkId, '0'), token('PTT', '0', '0x5FbDB2315678afecb367f032d93F642f64180aa3'), token('USDC', '0.000001', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')]
    const adapter = testChainAdapter({ connectors: [harbor], getBalances: async () => held })
    await renderView(AccountView, {
      options: { adapters: [adapter] },
      setup: async ({ store }) => {
        store.networks.setActive('eip155', testNetworks.ethereum.caipNetworkId)
        await store.adapters.connect('harbor')
      },
    })
    const list = await screen.findByRole('list', { name: 'Token balances' })
    await waitFor(() => expect(within(list).getByText('USDC Token')).toBeTruthy())
    expect(within(list).getAllByRole('listitem').map((row) => row.querySelector('.pc-token-name > span')?.textContent)).toEqual(['Ether', 'USDC Token'])
    expect(within(list).queryByText('PTT Token')).toBeNull()
  })

  it('hides the fiat value of a token whose price is not known, rather than showing $0.00', async () => {
    const adapter = testChainAdapter({ connectors: [harbor], getBalances: async (_address, network) => [nativeBalance(network.caipNetworkId, '2.5')] })
    await renderView(AccountView, {
      options: { adapters: [adapter] },
      setup: async ({ store }) => {
        store.networks.setActive('eip155', testNetworks.ethereum.caipNetworkId)
        await store.adapters.connect('harbor')
      },
    })
    const list = await screen.findByRole('list', { name: 'Token balances' })
    await waitFor(() => expect(within(list).getByText('2.500 ETH')).toBeTruthy())
    expect(within(list).queryByText(/\$/)).toBeNull()
  })

  /** A node that reads `ether` as the native balance while `up`, fails while not, and counts its reads. */
  interface Node {
    up: boolean
    ether: string
    reads: number
  }

  /** AccountView connected through Harbor on Ethereum, its balances read from `node`. */
  const renderOnNode = (node: Node) => {
    const adapter = testChainAdapter({
      connectors: [harbor],
      getBalances: async (_address, network) => {
        node.reads += 1
        if (!node.up) throw new TypeError('Failed to fetch')
        return [nativeBalance(network.caipNetworkId, node.ether)]
      },
    })
    return renderView(AccountView, {
      options: { adapters: [adapter] },
      setup: async ({ store }) => {
        store.networks.setActive('eip155', testNetworks.ethereum.caipNetworkId)
        await store.adapters.connect('harbor')
      },
    })
  }

  it('keeps the last balance, marked as maybe out of date, while the node is down, and refreshes by itself once it is back', async () => {
    const node: Node = { up: true, ether: '2.5', reads: 0 }
    const { container, store } = await renderOnNode(node)
    await waitFor(() => expect(container.querySelector('.pc-balance')?.textContent).toBe('Balance 2.500 ETH'))
    expect(screen.queryByText('May be out of date')).toBeNull()

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      node.up = false
      await act(async () => void (await loadActiveBalances(rootBalancesSource(store), { fresh: true })))
      const balance = container.querySelector('.pc-balance')
      expect(balance?.getAttribute('data-state')).toBe('stale')
      expect(balance?.textContent).toBe('Balance 2.500 ETHMay be out of date')
      // The Tokens tab says it too, above the figures it keeps.
      expect(screen.getAllByText('May be out of date')).toHaveLength(2)
      expect(container.querySelector('.pc-tokens')?.getAttribute('data-state')).toBe('stale')

      node.up = true
      node.ether = '2'
      await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)))
      expect(container.querySelector('.pc-balance')?.textContent).toBe('Balance 2.000 ETH')
      expect(container.querySelector('.pc-balance')?.getAttribute('data-state')).toBe('default')
      expect(screen.queryByText('May be out of date')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('reads the balances again when the retry timer fires before Date.now() reaches the end of the block (the two clocks differ)', async () => {
    const node: Node = { up: true, ether: '2.5', reads: 0 }
    const { container, store } = await renderOnNode(node)
    await waitFor(() => expect(container.querySelector('.pc-balance')?.getAttribute('data-state')).toBe('default'))

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      // Date.now() as the fake clock has it, less `lag` ms.
      const fakeNow = Date.now.bind(Date)
      let lag = 0
      vi.spyOn(Date, 'now').mockImplementation(() => fakeNow() - lag)
      node.up = false
      await act(async () => void (await loadActiveBalances(rootBalancesSource(store), { fresh: true })))
      expect(container.querySelector('.pc-balance')?.getAttribute('data-state')).toBe('stale')
      const readsBefore = node.reads

      node.up = true
      // The timer fires when the block ends, and Date.now() says 1 ms before: the store refuses that read.
      lag = 1
      await act(async () => void (await vi.advanceTimersByTimeAsync(30_000)))
      expect(node.reads).toBe(readsBefore)
      expect(container.querySelector('.pc-balance')?.getAttribute('data-state')).toBe('stale')

      lag = 0
      await act(async () => void (await vi.advanceTimersByTimeAsync(1)))
      expect(node.reads).toBe(readsBefore + 1)
      expect(container.querySelector('.pc-balance')?.getAttribute('data-state')).toBe('default')
    } finally {
      vi.useRealTimers()
    }
  })
})
