import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { TimedCache } from './TimedCache.ts'
import { cacheLifetimes } from './cacheLifetimes.ts'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('cacheLifetimes (SPEC §9)', () => {
  it('portfolio 30 s, native balance 30 s, ENS 5 min, identity 5 min', () => {
    expect(cacheLifetimes).toEqual({ portfolioCache: 30_000, nativeBalanceCache: 30_000, ensCache: 300_000, identityCache: 300_000 })
  })
})

describe('TimedCache', () => {
  it('portfolio entries are fresh for 30 s, then absent', () => {
    const cache = new TimedCache(new Storage(memoryStorageBackend()), 'portfolioCache')
    cache.set('k', { balances: [] })
    vi.advanceTimersByTime(29_999)
    expect(cache.get('k')).toEqual({ balances: [] })
    vi.advanceTimersByTime(1)
    expect(cache.get('k')).toBeUndefined()
  })

  it('ENS entries are fresh for 5 min, then absent', () => {
    const cache = new TimedCache(new Storage(memoryStorageBackend()), 'ensCache')
    cache.set('eip155:1:a.eth', { address: '0xabc' })
    vi.advanceTimersByTime(299_999)
    expect(cache.get('eip155:1:a.eth')).toEqual({ address: '0xabc' })
    vi.advanceTimersByTime(1)
    expect(cache.get('eip155:1:a.eth')).toBeUndefined()
  })

  it('native balance entries are fresh for 30 s, then absent', () => {
    const storage = new Storage(memoryStorageBackend())
    const cache = new TimedCache(storage, 'nativeBalanceCache')
    cache.set('eip155:1:0xabc', { balance: '1.5', symbol: 'ETH' })
    expect(cache.get('eip155:1:0xabc')).toEqual({ balance: '1.5', symbol: 'ETH' })
    vi.advanceTimersByTime(29_999)
    expect(cache.get('eip155:1:0xabc')).toEqual({ balance: '1.5', symbol: 'ETH' })
    vi.advanceTimersByTime(1)
    expect(cache.get('eip155:1:0xabc')).toBeUndefined()
  })

  it('identity entries are fresh for 5 min, then absent', () => {
    const cache = new TimedCache(new Storage(memoryStorageBackend()), 'identityCache')
    cache.set('0xabc', { identity: { name: 'vitalik.eth', avatar: null } })
    vi.advanceTimersByTime(299_999)
    expect(cache.get('0xabc')).toEqual({ identity: { name: 'vitalik.eth', avatar: null } })
    vi.advanceTimersByTime(1)
    expect(cache.get('0xabc')).toBeUndefined()
  })

  it('drops expired entries when writing, and keeps fresh ones', () => {
    const storage = new Storage(memoryStorageBackend())
    const cache = new TimedCache(storage, 'ensCache')
    cache.set('old', { address: '0x1' })
    vi.advanceTimersByTime(200_000)
    cache.set('mid', { address: '0x2' })
    vi.advanceTimersByTime(100_000)
    cache.set('new', { address: null })
    expect(Object.keys(storage.get('ensCache') ?? {})).toEqual(['mid', 'new'])
  })

  it('ignores an entry stamped in the future and a corrupt store', () => {
    const backend = memoryStorageBackend()
    const storage = new Storage(backend)
    const cache = new TimedCache(storage, 'nativeBalanceCache')
    backend.setItem('@portico/nativeBalanceCache', JSON.stringify({ a: { timestamp: Date.now() + 60_000, balance: '1', symbol: 'ETH' } }))
    expect(cache.get('a')).toBeUndefined()
    backend.setItem('@portico/nativeBalanceCache', '{not json')
    expect(cache.get('a')).toBeUndefined()
    cache.set('b', { balance: '2', symbol: 'SOL' })
    expect(cache.get('b')).toEqual({ balance: '2', symbol: 'SOL' })
  })

  it('remove and clear', () => {
    const storage = new Storage(memoryStorageBackend())
    const cache = new TimedCache(storage, 'nativeBalanceCache')
    cache.set('a', { balance: '1', symbol: 'ETH' })
    cache.set('b', { balance: '2', symbol: 'ETH' })
    cache.remove('a')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBeDefined()
    cache.clear()
    expect(storage.get('nativeBalanceCache')).toBeUndefined()
  })

  it('takes another lifetime when given one', () => {
    const cache = new TimedCache(new Storage(memoryStorageBackend()), 'portfolioCache', 1_000)
    cache.set('k', { balances: [] })
    vi.advanceTimersByTime(1_000)
    expect(cache.get('k')).toBeUndefined()
  })
})
