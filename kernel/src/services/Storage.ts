import type * as t from 'io-ts'
import { decode } from '../decode.ts'
import { storageSchema } from './storageSchema.ts'
import type { StorageSlot } from './StorageSlot.ts'

/** The keys of the storage schema. */
export type StorageKey = keyof typeof storageSchema
/** The value type stored under a key. */
export type StorageValue<K extends StorageKey> = t.TypeOf<(typeof storageSchema)[K]>
/** What Storage writes to: `window.localStorage`, or a map in memory on a server. */
export type StorageBackend = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Typed local storage for SPEC §3's keys, each under `prefix + key` as JSON: the kernel's own
 * (`get`, `set`, `remove`) and the slots plugins and adapters declare (`read`, `write`, `erase`).
 * Corrupt or foreign values read as absent, and a blocked or full backend is ignored: nothing here ever throws.
 */
export class Storage {
  /** Where it writes; another tab's `storage` events name it as their `storageArea`. */
  readonly backend: StorageBackend
  /** What its keys start with (`@portico/`). */
  readonly prefix: string

  constructor(backend: StorageBackend, prefix = '@portico/') {
    this.backend = backend
    this.prefix = prefix
  }

  /** Reads and decodes a key; undefined when absent, corrupt, of a foreign shape or unreadable. */
  get<K extends StorageKey>(key: K): StorageValue<K> | undefined {
    return this.readKey(key, storageSchema[key] as t.Type<StorageValue<K>, unknown, unknown>)
  }

  /** Writes a key; a full or blocked storage is ignored. */
  set<K extends StorageKey>(key: K, value: StorageValue<K>): void {
    this.writeKey(key, storageSchema[key] as t.Type<StorageValue<K>, unknown, unknown>, value)
  }

  /** Reads a plugin's or an adapter's own key, as `get` reads the kernel's. */
  read<A>(slot: StorageSlot<A>): A | undefined {
    return this.readKey(slot.key, slot.codec)
  }

  /** Writes a plugin's or an adapter's own key, as `set` writes the kernel's. */
  write<A>(slot: StorageSlot<A>, value: A): void {
    this.writeKey(slot.key, slot.codec, value)
  }

  /** Removes a plugin's or an adapter's own key. */
  erase<A>(slot: StorageSlot<A>): void {
    this.removeKey(slot.key)
  }

  /** Removes a key. */
  remove(key: StorageKey): void {
    this.removeKey(key)
  }

  private readKey<A>(key: string, codec: t.Type<A, unknown, unknown>): A | undefined {
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
    const result = decode(codec, parsed)
    return result.ok ? result.value : undefined
  }

  private removeKey(key: string): void {
    try {
      this.backend.removeItem(this.prefix + key)
    } catch {
      // As in writeKey.
    }
  }

  private writeKey<A>(key: string, codec: t.Type<A, unknown, unknown>, value: A): void {
    try {
      this.backend.setItem(this.prefix + key, JSON.stringify(codec.encode(value)))
    } catch {
      // Storage can be full or blocked (private mode); losing a cache entry is acceptable.
    }
  }
}
