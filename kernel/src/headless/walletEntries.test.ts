import { afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../AppKit.ts'
import type { AppKitOptionsInput } from '../config/AppKitOptions.ts'
import { createAppKit } from '../createAppKit.ts'
import type { Connector } from '../model/Connector.ts'
import { testChainAdapter } from '../testing/testChainAdapter.ts'
import { testNetworks } from '../testing/testNetworks.ts'
import { walletEntries } from './walletEntries.ts'

const harbor: Connector = { id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'], info: { rdns: 'test.harbor' }, imageUrl: 'https://images.example/own-harbor.png' }
const lantern: Connector = { id: 'lantern', type: 'INJECTED', name: 'Lantern Wallet', namespaces: ['eip155'], info: { rdns: 'dev.lantern' } }
const walletConnect: Connector = { id: 'walletconnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces: ['eip155'] }
const outer: Connector = { id: 'outer', type: 'EXTERNAL', name: 'Outer Wallet', namespaces: ['eip155'], imageUrl: 'https://images.example/own-outer.png' }

let appKit: AppKit | undefined
afterEach(() => appKit?.destroy())

async function entries(options: Partial<AppKitOptionsInput>) {
  appKit = createAppKit({ projectId: 'test', networks: [testNetworks.ethereum], adapters: [testChainAdapter({ connectors: [harbor, lantern, walletConnect, outer] })], ...options })
  await appKit.store.adapters.ensureLoaded()
  return walletEntries(appKit.store, false)
}

describe('walletEntries and the host options', () => {
  it("uses connectorImages by rdns, by connector id, or by AppKit's id of the type; the connector's own image otherwise", async () => {
    const list = await entries({ connectorImages: { 'test.harbor': 'https://images.example/harbor.png', injected: 'https://images.example/injected.png', walletConnect: 'https://images.example/wc.png' } })
    expect(list.map((entry) => [entry.name, entry.imageUrl])).toEqual([
      ['WalletConnect', 'https://images.example/wc.png'],
      ['Harbor Wallet', 'https://images.example/harbor.png'],
      ['Lantern Wallet', 'https://images.example/injected.png'],
      ['Outer Wallet', 'https://images.example/own-outer.png'],
    ])
  })

  it('lists no wallet at all with enableWallets: false', async () => {
    expect(await entries({ enableWallets: false, customWallets: [{ id: 'mine', name: 'My Wallet' }] })).toEqual([])
  })

  it('leaves out injected, announced or WalletConnect connectors and the wallets connecting through WalletConnect as asked', async () => {
    expect((await entries({ enableInjected: false })).map((entry) => entry.name)).toEqual(['WalletConnect', 'Harbor Wallet', 'Outer Wallet'])
    appKit?.destroy()
    expect((await entries({ enableEIP6963: false })).map((entry) => entry.name)).toEqual(['WalletConnect', 'Lantern Wallet', 'Outer Wallet'])
    appKit?.destroy()
    expect((await entries({ enableWalletConnect: false, customWallets: [{ id: 'mine', name: 'My Wallet' }] })).map((entry) => entry.name)).toEqual([
      'Harbor Wallet',
      'Lantern Wallet',
      'Outer Wallet',
    ])
  })
})
