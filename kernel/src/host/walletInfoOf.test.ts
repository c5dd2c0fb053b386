import { afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../AppKit.ts'
import { fakeChainAdapter } from '../adapters/testing/fakeChainAdapter.ts'
import { createAppKit } from '../createAppKit.ts'
import type { Connector } from '../model/Connector.ts'
import { walletInfoOf } from './walletInfoOf.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
const wallet: Connector = { id: 'eip155-wallet', type: 'INJECTED', name: 'Fake Wallet', namespaces: ['eip155'], imageUrl: 'https://images.example/own.png', info: { rdns: 'com.fake' } }

const running: AppKit[] = []
afterEach(() => {
  for (const appKit of running.splice(0)) appKit.destroy()
})

async function connected(connectorImages?: Record<string, string>, connector: Connector = wallet): Promise<AppKit> {
  const appKit = createAppKit({ projectId: 'wallet-info', networks, adapters: [fakeChainAdapter({ connectors: [connector] }).definition], ...(connectorImages ? { connectorImages } : {}) })
  running.push(appKit)
  await appKit.store.adapters.connect(connector.id)
  return appKit
}

describe("walletInfoOf, with the host's connectorImages applied to the connectors", () => {
  it("gives the connector's own image as the icon, with its name, type and rdns", async () => {
    const appKit = await connected()
    expect(walletInfoOf(appKit.store)).toEqual({ name: 'Fake Wallet', type: 'INJECTED', icon: 'https://images.example/own.png', rdns: 'com.fake' })
  })

  it("applies the host's connectorImages (AppKit's option): by rdns first, then by connector id, then by AppKit's id of its type", async () => {
    const byRdns = await connected({ 'com.fake': 'https://images.example/rdns.png', 'eip155-wallet': 'https://images.example/id.png' })
    expect(walletInfoOf(byRdns.store)?.icon).toBe('https://images.example/rdns.png')
    const byId = await connected({ 'eip155-wallet': 'https://images.example/id.png', injected: 'https://images.example/type.png' })
    expect(byId.getWalletInfo()?.icon).toBe('https://images.example/id.png')
    const byType = await connected({ injected: 'https://images.example/type.png' }, { ...wallet, imageUrl: undefined, info: undefined })
    expect(walletInfoOf(byType.store)).toEqual({ name: 'Fake Wallet', type: 'INJECTED', icon: 'https://images.example/type.png' })
  })

  it('has no icon when neither the host nor the connector gives one, and nothing while disconnected', async () => {
    const appKit = await connected({ other: 'https://images.example/other.png' }, { ...wallet, imageUrl: undefined })
    expect(walletInfoOf(appKit.store)).toEqual({ name: 'Fake Wallet', type: 'INJECTED', rdns: 'com.fake' })
    await appKit.disconnect()
    expect(walletInfoOf(appKit.store)).toBeUndefined()
  })
})
