import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { evm } from '@portico/adapter-evm'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import { deployNameResolver } from '../../../tests/harness/deployNameResolver.ts'
import { testNames } from '../../../tests/harness/testNames.ts'
import { createTestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import { send } from './send.ts'

const chain = await startAnvil({ chainId: 31337 })
afterAll(() => chain.stop())
const nameResolver = await deployNameResolver(chain.rpcUrl)
const network = { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } }, testnet: false }
const alice = testNames[0]!
const unknownOwner = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const running: AppKit[] = []
afterEach(() => {
  for (const appKit of running.splice(0)) appKit.destroy()
})

/** Portico with the send plugin, the EVM adapter resolving names on anvil, the test wallet connected. */
async function sendKit(): Promise<AppKit> {
  const wallet = createTestWallet({ chains: { 31337: chain.rpcUrl } })
  const appKit = createAppKit({
    projectId: 'send-names-test',
    networks: [network],
    adapters: [evm({ connectors: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet.provider }], discover: false, ensResolvers: { 'eip155:31337': nameResolver } })],
    plugins: [send()],
  })
  running.push(appKit)
  await appKit.ready
  await appKit.store.adapters.connect('test-wallet')
  return appKit
}

describe('SPEC §3 storage: the ENS and identity caches (SPEC §9: 5 min)', { timeout: 30_000 }, () => {
  it('a resolved name and its profile are stored in ensCache and identityCache', async () => {
    const appKit = await sendKit()
    const store = appKit.store.plugins.get('send')!
    await store.setReceiver(alice.name)
    expect(store.receiverAddress?.toLowerCase()).toBe(alice.owner.toLowerCase())
    const { storage } = appKit.store
    expect(storage.get('ensCache')?.[`eip155:31337:${alice.name}`]?.address?.toLowerCase()).toBe(alice.owner.toLowerCase())
    expect(storage.get('identityCache')?.[`eip155:31337:${alice.owner.toLowerCase()}`]?.identity).toEqual({ name: alice.name, avatar: alice.avatar })
  })

  it('a fresh entry answers instead of the chain; one older than 5 min does not', async () => {
    const appKit = await sendKit()
    const store = appKit.store.plugins.get('send')!
    const { storage } = appKit.store
    const now = Date.now()
    storage.set('ensCache', { 'eip155:31337:cached.portico': { timestamp: now - 299_000, address: unknownOwner } })
    storage.set('identityCache', { [`eip155:31337:${unknownOwner.toLowerCase()}`]: { timestamp: now - 299_000, identity: { name: 'cached.portico', avatar: null } } })
    await store.setReceiver('cached.portico')
    expect(store.receiverState).toBe('valid')
    expect(store.receiverAddress).toBe(unknownOwner)
    expect(store.receiverProfileName).toBe('cached.portico')
    storage.set('ensCache', { 'eip155:31337:cached.portico': { timestamp: now - 300_001, address: unknownOwner } })
    await store.setReceiver('cached.portico')
    expect(store.receiverState).toBe('invalid')
    expect(storage.get('ensCache')?.['eip155:31337:cached.portico']?.address).toBeNull()
  })
})
