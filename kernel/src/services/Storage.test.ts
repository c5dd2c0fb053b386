import { describe, expect, it } from 'vitest'
import { Storage } from './Storage.ts'
import type { StorageBackend, StorageKey, StorageValue } from './Storage.ts'
import { memoryStorageBackend } from './memoryStorageBackend.ts'
import { storageSchema } from './storageSchema.ts'

type Samples = { [K in StorageKey]: StorageValue<K> }

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b8',
  value: 12.5,
  price: 1,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: 'https://example.test/usdc.png',
}

// One valid value per key of SPEC §3's local storage list; the type forces a sample for every key.
const samples: Samples = {
  recentWallets: [{ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', image_url: 'https://example.test/mm.png' }, { id: 'w2', name: 'Two' }],
  deeplinkChoice: { href: 'https://wallet.example/wc', name: 'Wallet' },
  activeNamespace: 'solana',
  activeCaipNetworkId: 'eip155:8453',
  connectedConnectorIds: { eip155: 'injected', solana: 'walletConnect' },
  connectedSocialProvider: 'farcaster',
  connectedSocialUsername: 'alice',
  connectionStatus: 'connected',
  connectedNamespaces: ['eip155', 'bip122'],
  preferredAccountTypes: { eip155: 'smartAccount', bip122: 'payment' },
  connections: { eip155: [{ connectorId: 'injected', accounts: [{ address: '0xabc', type: 'eoa' }] }] },
  portfolioCache: { 'eip155:1:0xabc': { timestamp: 1_700_000_000_000, balances: [usdc] } },
  nativeBalanceCache: { 'eip155:1:0xabc': { timestamp: 1_700_000_000_000, balance: '1.5', symbol: 'ETH' } },
  ensCache: { alice: { timestamp: 1, ens: [{ name: 'alice.eth', avatar: null }, { name: 'alice2.eth' }] } },
  identityCache: { '0xabc': { timestamp: 2, identity: { name: 'alice.eth', avatar: null } } },
  emailLoginUsed: true,
  email: 'alice@example.test',
  lastEmailLoginTime: 1_700_000_000_000,
  lastUsedChainId: '137',
  smartAccountEnabledNetworks: '1,137,8453',
}

// One value of a foreign shape per key.
const foreign: Record<StorageKey, unknown> = {
  recentWallets: [{ name: 'no id' }],
  deeplinkChoice: { href: 'https://x.test' },
  activeNamespace: 'cosmos',
  activeCaipNetworkId: 1,
  connectedConnectorIds: { eip155: 7 },
  connectedSocialProvider: 'myspace',
  connectedSocialUsername: null,
  connectionStatus: 'connecting',
  connectedNamespaces: ['eip155', 'cosmos'],
  preferredAccountTypes: { eip155: 'contract' },
  connections: { eip155: [{ connectorId: 'injected', accounts: [{ address: '0xabc' }] }] },
  portfolioCache: { key: { timestamp: '1', balances: [] } },
  nativeBalanceCache: { key: { timestamp: 1, balance: 1.5, symbol: 'ETH' } },
  ensCache: { key: { timestamp: 1, ens: [{ avatar: 'x' }] } },
  identityCache: { key: { timestamp: 1, identity: { name: 'a' } } },
  emailLoginUsed: 'true',
  email: ['a@b.c'],
  lastEmailLoginTime: '1700000000000',
  lastUsedChainId: 137,
  smartAccountEnabledNetworks: '1,abc',
}

const keys = Object.keys(storageSchema) as StorageKey[]

function throwingBackend(name: string): StorageBackend {
  const fail = () => {
    throw new DOMException('storage says no', name)
  }
  return { getItem: fail, setItem: fail, removeItem: fail }
}

describe('Storage', () => {
  it('has exactly the keys of SPEC §3', () => {
    expect([...keys].sort()).toEqual(Object.keys(samples).sort())
    expect(keys).toHaveLength(20)
  })

  it.each(keys)('round-trips %s', (key) => {
    const storage = new Storage(memoryStorageBackend())
    expect(storage.get(key)).toBeUndefined()
    storage.set(key, samples[key])
    expect(storage.get(key)).toEqual(samples[key])
    storage.remove(key)
    expect(storage.get(key)).toBeUndefined()
  })

  it('writes JSON under the @portico/ prefix', () => {
    const backend = memoryStorageBackend()
    new Storage(backend).set('connectedNamespaces', ['eip155'])
    expect(backend.getItem('@portico/connectedNamespaces')).toBe('["eip155"]')
    expect(backend.getItem('connectedNamespaces')).toBeNull()
  })

  it.each(keys)('ignores corrupt JSON under %s', (key) => {
    const backend = memoryStorageBackend()
    backend.setItem(`@portico/${key}`, '{"not json')
    expect(new Storage(backend).get(key)).toBeUndefined()
  })

  it.each(keys)('ignores a foreign shape under %s', (key) => {
    const backend = memoryStorageBackend()
    backend.setItem(`@portico/${key}`, JSON.stringify(foreign[key]))
    expect(new Storage(backend).get(key)).toBeUndefined()
  })

  it('ignores a whole cache when one of its entries is foreign', () => {
    const backend = memoryStorageBackend()
    const entries = { good: samples.nativeBalanceCache['eip155:1:0xabc'], bad: { timestamp: 1 } }
    backend.setItem('@portico/nativeBalanceCache', JSON.stringify(entries))
    expect(new Storage(backend).get('nativeBalanceCache')).toBeUndefined()
  })

  it('drops namespaces it does not know from per-namespace records', () => {
    const backend = memoryStorageBackend()
    backend.setItem('@portico/connectedConnectorIds', JSON.stringify({ eip155: 'injected', cosmos: 'keplr' }))
    expect(new Storage(backend).get('connectedConnectorIds')).toEqual({ eip155: 'injected' })
  })

  it('reads an empty smart-account network list', () => {
    const storage = new Storage(memoryStorageBackend())
    storage.set('smartAccountEnabledNetworks', '')
    expect(storage.get('smartAccountEnabledNetworks')).toBe('')
  })

  it.each(['SecurityError', 'QuotaExceededError'])('never throws when the backend throws %s', (name) => {
    const storage = new Storage(throwingBackend(name))
    expect(() => storage.set('email', 'alice@example.test')).not.toThrow()
    expect(storage.get('email')).toBeUndefined()
    expect(() => storage.remove('email')).not.toThrow()
  })

  it('never throws when a full backend refuses a write, and keeps the older value', () => {
    const backend = memoryStorageBackend()
    const storage = new Storage({
      ...backend,
      setItem: (key, value) => {
        if (value.length > 20) throw new DOMException('full', 'QuotaExceededError')
        backend.setItem(key, value)
      },
    })
    storage.set('email', 'a@b.c')
    expect(() => storage.set('email', 'a-much-longer-address@example.test')).not.toThrow()
    expect(storage.get('email')).toBe('a@b.c')
  })

  it('keeps instances with different prefixes apart', () => {
    const backend = memoryStorageBackend()
    const first = new Storage(backend, '@first/')
    const second = new Storage(backend, '@second/')
    first.set('email', 'first@example.test')
    expect(second.get('email')).toBeUndefined()
    second.set('email', 'second@example.test')
    expect(first.get('email')).toBe('first@example.test')
    second.remove('email')
    expect(first.get('email')).toBe('first@example.test')
  })

  it("does not read another library's keys", () => {
    const backend = memoryStorageBackend()
    backend.setItem('@appkit/connection_status', '"connected"')
    backend.setItem('connectionStatus', '"connected"')
    expect(new Storage(backend).get('connectionStatus')).toBeUndefined()
  })
})
