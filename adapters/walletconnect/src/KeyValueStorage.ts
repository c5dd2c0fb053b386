import * as t from 'io-ts'

/** Where WalletConnect keeps its pairings and sessions (its `IKeyValueStorage`); by default the browser's IndexedDB. */
export interface KeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

const members = ['getKeys', 'getEntries', 'getItem', 'setItem', 'removeItem'] as const

function isKeyValueStorage(value: unknown): value is KeyValueStorage {
  if (typeof value !== 'object' || value === null) return false
  return members.every((member) => typeof (value as Record<string, unknown>)[member] === 'function')
}

/** The codec of a key-value storage: an object with the five methods (kept as it is). */
export const KeyValueStorage = new t.Type<KeyValueStorage, KeyValueStorage, unknown>(
  'a storage { getKeys(), getEntries(), getItem(), setItem(), removeItem() }',
  isKeyValueStorage,
  (input, context) => (isKeyValueStorage(input) ? t.success(input) : t.failure(input, context)),
  (storage) => storage,
)
