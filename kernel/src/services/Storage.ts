import type * as t from 'io-ts'
import { decode } from '../decode.ts'
import { storageSchema } from './storageSchema.ts'

/** The keys of the storage schema. */
export type StorageKey = keyof typeof storageSchema
/** The value type stored under a key. */
export type StorageValue<K extends StorageKey> = t.TypeOf<(typeof storageSchema)[K]>
/** What Storage writes to: `window.localStorage`, or a map in memory on a server. */
export type StorageBackend = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Typed local storage for SPEC §3's keys, each under `prefix + key` as JSON. Corrupt or foreign
 * values read as absent, and a blocked or full backend is ignored: nothing here ever throws.
 */
export class Storage {
  private readonly backend: StorageBackend
  private readonly prefix: string

  constructor(backend: StorageBackend, prefix = '@portico/') {
    this.backend = backend
    this.prefix = prefix
  }

  /** Reads and decodes a key; undefined when absent, corrupt, of a foreign shape or unreadable. */
  get<K extends StorageKey>(key: K): StorageValue<K> | undefined {
    let raw: string | null
    try {
      raw = this.backend.getItem(this.prefix + key)
    } catch {
      return undefined
    }
    if (typeof raw !== 'string') return undefined
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      return undefined
    }
    const result = decode(storageSchema[key] as t.Type<StorageValue<K>, unknown, unknown>, parsed)
    return result.ok ? result.value : undefined
  }

  /** Writes a key; a full or blocked storage is ignored. */
  set<K extends StorageKey>(key: K, value: StorageValue<K>): void {
    try {
      const codec = storageSchema[key] as t.Type<StorageValue<K>, unknown, unknown>
      this.backend.setItem(this.prefix + key, JSON.stringify(codec.encode(value)))
    } catch {
      // Storage can be full or blocked (private mode); losing a cache entry is acceptable.
    }
  }

  /** Removes a key. */
  remove(key: StorageKey): void {
    try {
      this.backend.removeItem(this.prefix + key)
    } catch {
      // As in set.
    }
  }
}
