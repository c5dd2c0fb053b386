import type * as t from 'io-ts'

/**
 * A key a plugin or an adapter keeps in Portico's storage beside the kernel's own (SPEC §3),
 * with the codec its value must pass. The package that owns the key declares it with
 * `defineStorageSlot`, so the kernel names no feature's keys.
 */
export interface StorageSlot<A> {
  readonly key: string
  readonly codec: t.Type<A, unknown, unknown>
}
