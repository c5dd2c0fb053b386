import type { SiwxStorage } from './SiwxStorage.ts'

/** A storage in memory, for servers, tests and browsers without `localStorage`. */
export function memoryStorage(): SiwxStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}
