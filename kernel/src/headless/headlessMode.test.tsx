import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../AppKit.ts'
import { createAppKit } from '../createAppKit.ts'
import type { Connector } from '../model/Connector.ts'
import { memoryWalletRegistry } from '../testing/memoryWalletRegistry.ts'
import { testChainAdapter } from '../testing/testChainAdapter.ts'
import { testNetworks } from '../testing/testNetworks.ts'
import { testPairingAdapter } from '../testing/testPairingAdapter.ts'
import { connect } from './connect.ts'
import { fetchWallets } from './fetchWallets.ts'
import { getWalletConnectUri } from './getWalletConnectUri.ts'
import { getWalletList } from './getWalletList.ts'
import type { WalletConnectUriState } from './WalletConnectUriState.ts'
import type { WalletListState } from './WalletListState.ts'
import { resetConnectingWallet } from './resetConnectingWallet.ts'
import { resetWalletConnectUri } from './resetWalletConnectUri.ts'
import { subscribeWalletConnectUri } from './subscribeWalletConnectUri.ts'
import { subscribeWalletList } from './subscribeWalletList.ts'

const uri = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const announced: Connector = { id: 'announced-test', type: 'ANNOUNCED', name: 'Test Wallet', namespaces: ['eip155'], info: { rdns: 'com.test.wallet' } }

let appKit: AppKit | undefined

afterEach(() => {
  appKit?.destroy()
  appKit = undefined
  localStorage.clear()
  vi.restoreAllMocks()
})

function host(headless: boolean) {
  const pairing = testPairingAdapter()
  appKit = createAppKit({
    projectId: 'headless',
    networks: [testNetworks.ethereum],
    adapters: [testChainAdapter({ connectors: [announced] }), pairing.definition],
    features: { headless },
    logLevel: 'warn',
  })
  appKit.store.wallets.setRegistry(memoryWalletRegistry([{ id: 'rainbow', name: 'Rainbow' }]))
  return { appKit, pairing }
}

describe('features.headless', () => {
  it('open() shows nothing and mounts no modal, which development says at once; preload loads nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { appKit } = host(true)
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('With `features.headless` the modal never loads and open() does nothing')))
    await appKit.open()
    await appKit.mount()
    expect(appKit.store.modal.open).toBe(false)
    expect(document.body.querySelector('[data-portico-root], [role="dialog"]')).toBeNull()
    expect(document.body.children).toHaveLength(0)
    await expect(appKit.preload()).resolves.toBeUndefined()
  })

  it('without it, open() opens and mounts the modal (the control)', async () => {
    const { appKit } = host(false)
    await appKit.open()
    expect(appKit.store.modal.open).toBe(true)
    expect(document.body.children.length).toBeGreaterThan(0)
  })
})

describe('the imperative wallet list (hosts without React)', () => {
  it('subscribeWalletList starts the listing and follows it; fetchWallets searches; getWalletList reads it', async () => {
    host(true)
    const states: WalletListState[] = []
    const stop = subscribeWalletList((state) => states.push(state))
    await vi.waitFor(() => expect(states.at(-1)?.wcWallets.map((wallet) => wallet.id)).toEqual(['rainbow']))
    expect(getWalletList()).toMatchObject({ page: 1, count: 1, isFetchingWallets: false })
    await fetchWallets({ search: 'nothing like it' })
    expect(getWalletList().wcWallets).toEqual([])
    await fetchWallets({ search: '' })
    expect(getWalletList().wcWallets.map((wallet) => wallet.id)).toEqual(['rainbow'])
    // AppKit's former name for the search, which it still takes.
    await fetchWallets({ query: 'nothing like it' })
    expect(getWalletList().wcWallets).toEqual([])
    stop()
  })

  it('connect through WalletConnect: the URI reaches subscribeWalletConnectUri; resetWalletConnectUri gives it up; resetConnectingWallet forgets the wallet', async () => {
    const { pairing } = host(true)
    await fetchWallets()
    const uris: WalletConnectUriState[] = []
    subscribeWalletConnectUri((state) => uris.push(state))
    const rainbow = getWalletList().wcWallets[0]!
    const connecting = connect(rainbow).catch((error: unknown) => error)
    await vi.waitFor(() => expect(pairing.pending).toHaveLength(1))
    expect(getWalletConnectUri()).toEqual({ wcUri: undefined, wcError: false, wcFetchingUri: true })
    pairing.pending[0]?.show({ uri, expiresAt: Date.now() + 240_000 })
    expect(uris.at(-1)).toEqual({ wcUri: uri, wcError: false, wcFetchingUri: false })
    resetWalletConnectUri()
    expect(pairing.pending[0]?.signal.aborted).toBe(true)
    pairing.pending[0]?.fail(new Error('Connection request reset. Please try again.'))
    await connecting
    expect(getWalletConnectUri()).toEqual({ wcUri: undefined, wcError: false, wcFetchingUri: false })
    expect(getWalletList().connectingWallet?.id).toBe('rainbow')
    resetConnectingWallet()
    expect(getWalletList().connectingWallet).toBeUndefined()
  })

  it('connect with its own connector connects in the namespace asked', async () => {
    const { appKit } = host(true)
    await appKit.store.adapters.ensureLoaded()
    const wallet = getWalletList().wallets.find((each) => each.id === 'announced-test')!
    await connect(wallet, 'eip155')
    expect(appKit.store.connections.connectionOf('eip155')).toMatchObject({ status: 'connected', connectorId: 'announced-test' })
  })

  it('says createAppKit was not called', () => {
    expect(() => getWalletList()).toThrow('Please call "createAppKit" before using the headless wallet list')
  })
})
