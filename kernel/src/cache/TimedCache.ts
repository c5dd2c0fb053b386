import type { Storage, StorageValue } from '../services/Storage.ts'
import { cacheLifetimes } from './cacheLifetimes.ts'

/** The storage keys that hold timed caches. */
export type CacheStorageKey = keyof typeof cacheLifetimes
/** What one entry of a cache holds besides its timestamp. */
export type CachePayload<K extends CacheStorageKey> = Omit<StorageValue<K>[string], 'timestamp'>

/**
 * A cache kept in storage whose entries expire after a lifetime (SPEC §9: portfolio and native
 * balance 30 s, ENS and identity 5 min). Expired entries read as absent and are dropped on write.
 */
export class TimedCache<K extends CacheStorageKey> {
  readonly lifetimeMs: number
  private readonly storage: Storage
  private readonly key: K

  constructor(storage: Storage, key: K, lifetimeMs: number = cacheLifetimes[key]) {
    this.storage = storage
    this.key = key
    this.lifetimeMs = lifetimeMs
  }

  /** The entry's payload while it is fresh; undefined when absent or expired. */
  get(entryKey: string): CachePayload<K> | undefined {
    const entry = this.storage.get(this.key)?.[entryKey]
    if (!entry || !this.isFresh(entry.timestamp)) return undefined
    const { timestamp: _timestamp, ...payload } = entry
    // TypeScript cannot follow the key through the union of cache shapes; the shapes match.
    return payload as unknown as CachePayload<K>
  }

  /** Stores a payload under a key, stamped with the current time. */
  set(entryKey: string, payload: CachePayload<K>): void {
    const entries: Record<string, StorageValue<K>[string]> = {}
    for (const [key, entry] of Object.entries(this.storage.get(this.key) ?? {})) {
      if (this.isFresh(entry.timestamp)) entries[key] = entry
    }
    entries[entryKey] = { ...payload, timestamp: Date.now() } as StorageValue<K>[string]
    this.storage.set(this.key, entries as StorageValue<K>)
  }

  /** Drops one entry. */
  remove(entryKey: string): void {
    const entries = Object.entries(this.storage.get(this.key) ?? {}).filter(([key]) => key !== entryKey)
    this.storage.set(this.key, Object.fromEntries(entries) as StorageValue<K>)
  }

  /** Drops every entry. */
  clear(): void {
    this.storage.remove(this.key)
  }

  private isFresh(timestamp: number): boolean {
    const age = Date.now() - timestamp
    return age >= 0 && age < this.lifetimeMs
  }
}
