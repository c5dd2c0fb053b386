import type * as t from 'io-ts'
import { decode } from '../decode.ts'
import type { StorageKey, StorageValue } from '../services/Storage.ts'
import { storageSchema } from '../services/storageSchema.ts'

/**
 * Decodes a raw value of one of the kernel's storage keys, as a `storage` event carries it, with
 * the storage schema; undefined when absent, not JSON or of a foreign shape.
 */
export function parseStoredValue<K extends StorageKey>(key: K, raw: string | null): StorageValue<K> | undefined {
  if (raw === null) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return undefined
  }
  const result = decode(storageSchema[key] as t.Type<StorageValue<K>, unknown, unknown>, parsed)
  return result.ok ? result.value : undefined
}
