import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import { createAppKit } from '../../../kernel/src/createAppKit.ts'
import type { Wallet } from '../../../kernel/src/model/Wallet.ts'
import type { WalletPage } from '../../../kernel/src/model/WalletPage.ts'
import type { WalletRegistry } from '../../../kernel/src/store/WalletRegistry.ts'
import { memoryWalletRegistry } from '../../../kernel/src/testing/memoryWalletRegistry.ts'
import { testChainAdapter } from '../../../kernel/src/testing/testChainAdapter.ts'
import type { TestChainAdapterOptions } from '../../../kernel/src/testing/testChainAdapter.ts'
import { testAddress } from '../../../kernel/src/testing/testAddress.ts'
import type { ConnectResult } from '../../../kernel/src/contracts/ChainAdapter.ts'
import { testNetworks } from '../../../kernel/src/testing/testNetworks.ts'
import { testPairingAdapter } from '../../../kernel/src/testing/testPairingAdapter.ts'
import { useAppKitWallets } from './useAppKitWallets.ts'

const uri = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const registryWallets: Wallet[] = Array.from({ length: 45 }, (_, index) => ({ id: `wallet-${index}`, name: index === 7 ? 'Rainbow' : `Wallet ${index}` }))
const announced = { id: 'announced-test', type: 'ANNOUNCED' as const, name: 'Test Wallet', namespaces: ['eip155' as const], info: { rdns: 'com.test.wallet' } }

let appKit: AppKit | undefined

afterEach(() => {
  cleanup()
  appKit?.destroy()
  appKit = undefined
  localStorage.clear()
})

/** A registry whose pages the test releases one by one, to see the list while one is on its way. */
function heldRegistry(): { registry: WalletRegistry; release: () => void } {
  const memory = memoryWalletRegistry(registryWallets)
  const held: (() => void)[] = []
  return {
    registry: {
      fetchPage: (request) => new Promise<WalletPage>((resolve) => held.push(() => void memory.fetchPage(request).then(resolve))),
      search: (request) => memory.search(request),
    },
    release: () => held.splice(0).forEach((resume) => resume()),
  }
}

function headlessHost(registry: WalletRegistry = memoryWalletRegistry(registryWallets), connect?: TestChainAdapterOptions['connect']) {
  const pairing = testPairingAdapter()
  appKit = createAppKit({
    projectId: 'headless',
    networks: [testNetworks.ethereum],
    adapters: [testChainAdapter({ connectors: [announced], ...(connect ? { connect } : {}) }), pairing.definition],
    featuredWalletIds: ['wallet-3'],
    features: { headless: true },
  })
  appKit.store.wallets.setRegistry(registry)
  return { appKit, pairing }
}

/** The adapters' SDKs loaded, as once the page has settled: their connectors are listed. */
async function adaptersLoaded(): Promise<void> {
  await act(() => appKit!.store.adapters.ensureLoaded())
}

describe('useAppKitWallets', () => {
  it('lists the installed and featured wallets and the registry, fetching meanwhile, page and count after', async () => {
    const { registry, release } = heldRegistry()
    headlessHost(registry)
    const { result } = renderHook(() => useAppKitWallets())
    await adaptersLoaded()
    await waitFor(() => expect(result.current.isFetchingWallets).toBe(true))
    expect(result.current.wcWallets).toEqual([])
    await act(async () => release())
    await waitFor(() => expect(result.current.isFetchingWallets).toBe(false))
    await waitFor(() => expect(result.current.wallets.map((wallet) => wallet.name)).toContain('Test Wallet'))
    const testWallet = result.current.wallets.find((wallet) => wallet.name === 'Test Wallet')
    expect(testWallet).toMatchObject({ id: 'announced-test', isInjected: true, isRecent: false, connectors: [{ id: 'announced-test', chain: 'eip155' }] })
    expect(result.current.wallets.find((wallet) => wallet.id === 'wallet-3')).toMatchObject({ name: 'Wallet 3', connectors: [], walletInfo: { id: 'wallet-3' } })
    expect(result.current.wallets.some((wallet) => wallet.name === 'WalletConnect')).toBe(true)
    expect(result.current).toMatchObject({ page: 1, count: 45, isInitialized: true })
    expect(result.current.wcWallets).toHaveLength(40)
  })

  it('fetches the next page of 40, then searches (100) and clears the search', async () => {
    headlessHost()
    const { result } = renderHook(() => useAppKitWallets())
    await waitFor(() => expect(result.current.page).toBe(1))
    await act(() => result.current.fetchWallets())
    expect(result.current).toMatchObject({ page: 2, count: 45 })
    expect(result.current.wcWallets).toHaveLength(45)
    await act(() => result.current.fetchWallets({ query: 'rain' }))
    expect(result.current.wcWallets.map((wallet) => wallet.name)).toEqual(['Rainbow'])
    await act(() => result.current.fetchWallets({ query: '' }))
    expect(result.current.wcWallets).toHaveLength(45)
  })

  it('connects an announced wallet: connectingWallet meanwhile, then connected and reset', async () => {
    let approve!: () => void
    const answer = new Promise<ConnectResult>((resolve) => {
      approve = () => resolve({ accounts: [{ namespace: 'eip155', address: testAddress, type: 'eoa' }], caipNetworkId: 'eip155:1' })
    })
    const { appKit } = headlessHost(undefined, () => answer)
    const { result } = renderHook(() => useAppKitWallets())
    await adaptersLoaded()
    await waitFor(() => expect(result.current.wallets.some((wallet) => wallet.id === 'announced-test')).toBe(true))
    const wallet = result.current.wallets.find((each) => each.id === 'announced-test')!
    let connecting!: Promise<void>
    act(() => {
      connecting = result.current.connect(wallet, 'eip155')
    })
    await waitFor(() => expect(result.current.connectingWallet?.id).toBe('announced-test'))
    expect(result.current.isFetchingWcUri).toBe(false)
    expect(appKit.store.connections.isConnected).toBe(false)
    await act(async () => {
      approve()
      await connecting
    })
    expect(result.current.connectingWallet).toBeUndefined()
    expect(appKit.store.connections.isConnected).toBe(true)
    expect(appKit.store.modal.open).toBe(false)
  })

  it('connects a registry wallet through WalletConnect: fetching its URI, then the URI, then connected and recent', async () => {
    const { appKit, pairing } = headlessHost()
    const { result } = renderHook(() => useAppKitWallets())
    await waitFor(() => expect(result.current.wcWallets).toHaveLength(40))
    const rainbow = result.current.wcWallets.find((wallet) => wallet.name === 'Rainbow')!
    let connecting!: Promise<void>
    act(() => {
      connecting = result.current.connect(rainbow)
    })
    await waitFor(() => expect(result.current.isFetchingWcUri).toBe(true))
    expect(result.current.connectingWallet?.id).toBe('wallet-7')
    await waitFor(() => expect(pairing.pending).toHaveLength(1))
    act(() => pairing.pending[0]?.show({ uri, expiresAt: Date.now() + 240_000 }))
    expect(result.current).toMatchObject({ wcUri: uri, isFetchingWcUri: false, wcError: false })
    await act(async () => {
      pairing.pending[0]?.approve()
      await connecting
    })
    expect(appKit.store.connections.isConnected).toBe(true)
    expect(result.current).toMatchObject({ wcUri: undefined, connectingWallet: undefined })
    expect(result.current.wcWallets.find((wallet) => wallet.id === 'wallet-7')?.isRecent).toBe(true)
  })

  it('a failed WalletConnect connection sets wcError and keeps the wallet until reset', async () => {
    const { pairing } = headlessHost()
    const { result } = renderHook(() => useAppKitWallets())
    await waitFor(() => expect(result.current.wcWallets).toHaveLength(40))
    const rainbow = result.current.wcWallets.find((wallet) => wallet.name === 'Rainbow')!
    let connecting!: Promise<void>
    act(() => {
      connecting = result.current.connect(rainbow)
    })
    await waitFor(() => expect(pairing.pending).toHaveLength(1))
    await act(async () => {
      pairing.pending[0]?.fail(new Error('pairing expired'))
      await connecting.catch(() => undefined)
    })
    expect(result.current).toMatchObject({ wcError: true, isFetchingWcUri: false, connectingWallet: { id: 'wallet-7' } })
    act(() => result.current.resetWcUri())
    expect(result.current.wcError).toBe(false)
    act(() => result.current.resetConnectingWallet())
    expect(result.current.connectingWallet).toBeUndefined()
  })

  it('resetWcUri gives up a pairing in progress: its URI goes, and no error shows', async () => {
    const { pairing } = headlessHost()
    const { result } = renderHook(() => useAppKitWallets())
    await waitFor(() => expect(result.current.wcWallets).toHaveLength(40))
    let connecting!: Promise<void>
    act(() => {
      connecting = result.current.connect(result.current.wcWallets[0]!)
    })
    await waitFor(() => expect(pairing.pending).toHaveLength(1))
    act(() => pairing.pending[0]?.show({ uri, expiresAt: Date.now() + 240_000 }))
    expect(result.current.wcUri).toBe(uri)
    act(() => result.current.resetWcUri())
    expect(pairing.pending[0]?.signal.aborted).toBe(true)
    await act(async () => {
      pairing.pending[0]?.fail(new Error('Connection request reset. Please try again.'))
      await connecting.catch(() => undefined)
    })
    expect(result.current).toMatchObject({ wcUri: undefined, wcError: false, isFetchingWcUri: false })
  })
})
