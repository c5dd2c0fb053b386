import * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
import { Storage } from './Storage.ts'
import type { StorageBackend, StorageKey, StorageValue } from './Storage.ts'
import { memoryStorageBackend } from './memoryStorageBackend.ts'
import { storageSchema } from './storageSchema.ts'
import { defineStorageSlot } from './defineStorageSlot.ts'

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
  connectionStatus: 'connected',
  connectedNamespaces: ['eip155', 'bip122'],
  connections: { eip155: [{ connectorId: 'injected', accounts: [{ address: '0xabc', type: 'eoa' }] }] },
  portfolioCache: { 'eip155:1:0xabc': { timestamp: 1_700_000_000_000, balances: [usdc] } },
  nativeBalanceCache: { 'eip155:1:0xabc': { timestamp: 1_700_000_000_000, balance: '1.5', symbol: 'ETH' } },
  ensCache: { 'eip155:1:alice.eth': { timestamp: 1, address: '0xabc' }, 'eip155:1:none.eth': { timestamp: 1, address: null } },
  identityCache: { '0xabc': { timestamp: 2, identity: { name: 'alice.eth', avatar: null } } },
}

// One value of a foreign shape per key.
const foreign: Record<StorageKey, unknown> = {
  recentWallets: [{ name: 'no id' }],
  deeplinkChoice: { href: 'https://x.test' },
  activeNamespace: 'cosmos',
  activeCaipNetworkId: 1,
  connectedConnectorIds: { eip155: 7 },
  connectionStatus: 'connecting',
  connectedNamespaces: ['eip155', 'cosmos'],
  connections: { eip155: [{ connectorId: 'injected', accounts: [{ address: '0xabc' }] }] },
  portfolioCache: { key: { timestamp: '1', balances: [] } },
  nativeBalanceCache: { key: { timestamp: 1, balance: 1.5, symbol: 'ETH' } },
  ensCache: { key: { timestamp: 1, address: 1 } },
  identityCache: { key: { timestamp: 1, identity: { name: 'a' } } },
}

const keys = Object.keys(storageSchema) as StorageKey[]

function throwingBackend(name: string): StorageBackend {
  const fail = () => {
    throw new DOMException('storage says no', name)
  }
  return { getItem: fail, setItem: fail, removeItem: fail }
}

describe('Storage', () => {
  it("has exactly the kernel's keys of SPEC §3 (the embedded wallet declares the e-mail, social and smart-account ones)", () => {
    expect([...keys].sort()).toEqual(Object.keys(samples).sort())
    expect(keys).toHaveLength(12)
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

  it("reads, writes and erases a plugin's or an adapter's own slot, decoded by its codec", () => {
    const backend = memoryStorageBackend()
    const storage = new Storage(backend)
    const nickname = defineStorageSlot('kernelTestNickname', t.string)
    expect(storage.read(nickname)).toBeUndefined()
    storage.write(nickname, 'ada')
    expect(backend.getItem('@portico/kernelTestNickname')).toBe('"ada"')
    expect(storage.read(nickname)).toBe('ada')
    backend.setItem('@portico/kernelTestNickname', '42')
    expect(storage.read(nickname)).toBeUndefined()
    storage.erase(nickname)
    expect(backend.getItem('@portico/kernelTestNickname')).toBeNull()
  })

  it("refuses a slot under one of the kernel's own keys", () => {
    expect(() => defineStorageSlot('connections', t.string)).toThrow('"connections" is a storage key of the kernel\'s own')
  })

  it.each(['SecurityError', 'QuotaExceededError'])('never throws when the backend throws %s', (name) => {
    const storage = new Storage(throwingBackend(name))
    expect(() => storage.set('activeCaipNetworkId', 'eip155:1')).not.toThrow()
    expect(storage.get('activeCaipNetworkId')).toBeUndefined()
    expect(() => storage.remove('activeCaipNetworkId')).not.toThrow()
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
    storage.set('activeCaipNetworkId', 'eip155:1')
    expect(() => storage.set('activeCaipNetworkId', 'eip155:11155111-a-much-longer-id')).not.toThrow()
    expect(storage.get('activeCaipNetworkId')).toBe('eip155:1')
  })

  it('keeps instances with different prefixes apart', () => {
    const backend = memoryStorageBackend()
    const first = new Storage(backend, '@first/')
    const second = new Storage(backend, '@second/')
    first.set('activeCaipNetworkId', 'eip155:1')
    expect(second.get('activeCaipNetworkId')).toBeUndefined()
    second.set('activeCaipNetworkId', 'eip155:2')
    expect(first.get('activeCaipNetworkId')).toBe('eip155:1')
    second.remove('activeCaipNetworkId')
    expect(first.get('activeCaipNetworkId')).toBe('eip155:1')
  })

  it("does not read another library's keys", () => {
    const backend = memoryStorageBackend()
    backend.setItem('@appkit/connection_status', '"connected"')
    backend.setItem('connectionStatus', '"connected"')
    expect(new Storage(backend).get('connectionStatus')).toBeUndefined()
  })
})
