import type * as t from 'io-ts'
import { storageSchema } from './storageSchema.ts'
import type { StorageSlot } from './StorageSlot.ts'
import { StorageKeyTakenError } from '../errors/StorageKeyTakenError.ts'

/** Declares a storage key of a plugin's or an adapter's own; throws for one of the kernel's keys. */
export function defineStorageSlot<A>(key: string, codec: t.Type<A, unknown, unknown>): StorageSlot<A> {
  if (Object.hasOwn(storageSchema, key)) throw new StorageKeyTakenError(key)
  return { key, codec }
}
