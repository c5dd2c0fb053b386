import { runInAction } from 'mobx'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppKit } from './AppKit.ts'
import type { AppKitAccount } from './host/AppKitAccount.ts'
import type { NetworkState } from './host/NetworkState.ts'
import type { AnalyticsEvent } from './services/PorticoEvents.ts'
import { createAppKit } from './createAppKit.ts'
import { fakeChainAdapter } from './adapters/testing/fakeChainAdapter.ts'

const currency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const rpcUrls = { default: { http: ['http://127.0.0.1:8545'] } }
const networks = [
  { id: 1, name: 'Ethereum', nativeCurrency: currency, rpcUrls },
  { id: 10, name: 'OP Mainnet', nativeCurrency: currency, rpcUrls },
]
const provider = { request: async () => null }
const address = '0x52908400098527886E0F7030069857D2E4169EE7'

let appKit: AppKit
let events: AnalyticsEvent[]

beforeEach(async () => {
  appKit = createAppKit({ projectId: 'host-api', networks, adapters: [fakeChainAdapter({ walletProvider: provider }).definition] })
  events = []
  appKit.subscribeEvents((event) => events.push(event))
  await appKit.ready
})

afterEach(() => appKit.destroy())

const tracked = () => events.map((event) => [event.data.event, event.data.properties])

describe('the instance API, as AppKit names it', () => {
  it('says nothing is connected before a connection: no address, no provider', () => {
    expect([appKit.getAddress(), appKit.getCaipAddress(), appKit.getIsConnectedState()]).toEqual([undefined, undefined, false])
    expect([appKit.getWalletProvider(), appKit.getWalletProviderType(), appKit.getWalletInfo()]).toEqual([undefined, undefined, undefined])
    expect(appKit.getProviders()).toEqual({})
    expect([appKit.getChainId(), appKit.getCaipNetworkId(), appKit.getCaipNetwork()?.name]).toEqual([1, 'eip155:1', 'Ethereum'])
    expect(appKit.getState()).toEqual({ open: false, selectedNetworkId: 'eip155:1', activeChain: 'eip155', loading: false, initialized: true })
  })

  it("gives the connection's provider and its connector type, the account and the wallet once connected, and nothing after a disconnect", async () => {
    await appKit.store.adapters.connect('eip155-wallet')
    expect(appKit.getWalletProvider('eip155')).toBe(provider)
    expect(appKit.getWalletProvider()).toBe(provider)
    expect(appKit.getWalletProviderType()).toBe('INJECTED')
    expect(appKit.getProviders()).toEqual({ eip155: provider })
    expect(appKit.getWalletProvider('solana')).toBeUndefined()
    expect([appKit.getAddress(), appKit.getCaipAddress(), appKit.getIsConnectedState()]).toEqual([address, `eip155:1:${address}`, true])
    expect(appKit.getAccount()).toMatchObject({ address, isConnected: true, status: 'connected', allAccounts: [{ namespace: 'eip155', address, type: 'eoa' }] })
    expect(appKit.getWalletInfo()).toEqual({ name: 'Fake Wallet', type: 'INJECTED', rdns: 'com.fake' })
    await appKit.disconnect()
    expect([appKit.getWalletProvider(), appKit.getAddress(), appKit.getIsConnectedState()]).toEqual([undefined, undefined, false])
  })

  it('switches to a configured network given as an object or a CAIP-2 id, and refuses one not configured', async () => {
    await appKit.switchNetwork(networks[1]!)
    expect(appKit.getCaipNetworkId()).toBe('eip155:10')
    await appKit.switchNetwork('eip155:1')
    expect(appKit.getChainId()).toBe(1)
    await expect(appKit.switchNetwork({ id: 137 })).rejects.toMatchObject({ shortMessage: 'Network not configured', code: 'NETWORK_NOT_CONFIGURED' })
    expect(appKit.getChainId()).toBe(1)
  })

  it('reads and sets the theme', () => {
    const themes: string[] = []
    appKit.subscribeTheme(({ themeMode }) => themes.push(themeMode))
    appKit.setThemeMode('light')
    appKit.setThemeVariables({ '--w3m-accent': '#ff0000' })
    expect(appKit.getThemeMode()).toBe('light')
    expect(appKit.getThemeVariables()).toMatchObject({ '--w3m-accent': '#ff0000' })
    expect(themes).toEqual(['light', 'light'])
  })
})

describe('subscriptions', () => {
  it('subscribeAccount, subscribeWalletInfo and subscribeProviders call back on a connection and a disconnect, and stop when unsubscribed', async () => {
    const accounts: AppKitAccount[] = []
    const wallets: (string | undefined)[] = []
    const providers: unknown[] = []
    const stop = appKit.subscribeAccount((account) => accounts.push(account))
    appKit.subscribeWalletInfo((walletInfo) => wallets.push(walletInfo?.name))
    appKit.subscribeProviders((each) => providers.push(each.eip155))
    await appKit.store.adapters.connect('eip155-wallet')
    expect(accounts.at(-1)).toMatchObject({ address, isConnected: true })
    expect(wallets).toEqual(['Fake Wallet'])
    expect(providers).toEqual([provider])
    stop()
    const seen = accounts.length
    await appKit.disconnect()
    expect(accounts).toHaveLength(seen)
    expect(wallets).toEqual(['Fake Wallet', undefined])
    expect(providers).toEqual([provider, undefined])
  })

  it('destroy stops every subscription, subscribeProviders included', async () => {
    await appKit.store.adapters.connect('eip155-wallet')
    const calls: string[] = []
    appKit.subscribeAccount(() => calls.push('account'))
    appKit.subscribeProviders(() => calls.push('providers'))
    appKit.destroy()
    runInAction(() => appKit.store.connections.setDisconnected('eip155'))
    expect(appKit.store.connections.isConnected).toBe(false)
    expect(calls).toEqual([])
  })

  it('subscribeNetwork and subscribeState call back when the network and the modal change', async () => {
    const changes: NetworkState[] = []
    const states: string[] = []
    appKit.subscribeNetwork((network) => changes.push(network))
    appKit.subscribeState(({ open, loading, selectedNetworkId }) => states.push(`${open ? 'open' : 'closed'}${loading ? ' loading' : ''} ${selectedNetworkId}`))
    await appKit.switchNetwork('eip155:10')
    expect(changes.map((change) => [change.chainId, change.caipNetworkId, change.caipNetwork?.name])).toEqual([[10, 'eip155:10', 'OP Mainnet']])
    await appKit.open()
    appKit.close()
    expect(states).toEqual(['closed eip155:10', 'open loading eip155:10', 'open eip155:10', 'closed eip155:10'])
  })

  it("subscribeEvents reports AppKit's events: MODAL_OPEN, CONNECT_SUCCESS, SWITCH_NETWORK, DISCONNECT_SUCCESS, MODAL_CLOSE", async () => {
    await appKit.open()
    await appKit.store.adapters.connect('eip155-wallet')
    await appKit.switchNetwork('eip155:10')
    await appKit.disconnect()
    appKit.close()
    expect(tracked()).toEqual([
      ['MODAL_OPEN', { connected: false }],
      ['CONNECT_SUCCESS', { method: 'browser', name: 'Fake Wallet', namespace: 'eip155', caipNetworkId: 'eip155:1' }],
      ['SWITCH_NETWORK', { network: 'eip155:10', namespace: 'eip155' }],
      ['DISCONNECT_SUCCESS', { namespace: 'eip155' }],
      ['MODAL_CLOSE', { connected: false }],
    ])
  })
})
