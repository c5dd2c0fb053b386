import type { StorageBackend } from './Storage.ts'

/** A storage backend in memory, for servers and for tests. */
export function memoryStorageBackend(): StorageBackend {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}
