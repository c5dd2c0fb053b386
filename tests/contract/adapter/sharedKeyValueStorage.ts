import type { KeyValueStorage } from '../../../adapters/walletconnect/src/KeyValueStorage.ts'

/** WalletConnect's storage kept in a map that outlives one adapter (values as JSON): what a reload finds again. */
export function sharedKeyValueStorage(): KeyValueStorage {
  const entries = new Map<string, string>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T,>() => [...entries].map(([key, value]): [string, T] => [key, JSON.parse(value) as T]),
    getItem: async <T,>(key: string) => {
      const value = entries.get(key)
      return value === undefined ? undefined : (JSON.parse(value) as T)
    },
    setItem: async (key, value) => void entries.set(key, JSON.stringify(value)),
    removeItem: async (key) => void entries.delete(key),
  }
}
