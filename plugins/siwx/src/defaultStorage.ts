import { memoryStorage } from './memoryStorage.ts'
import type { SiwxStorage } from './SiwxStorage.ts'

/** `globalThis.localStorage` when the page has one that can be used, else a storage in memory. */
export function defaultStorage(): SiwxStorage {
  try {
    const storage = (globalThis as { localStorage?: SiwxStorage }).localStorage
    if (storage && typeof storage.getItem === 'function') {
      storage.getItem('@portico/siwx-sessions')
      return storage
    }
  } catch {
    // Blocked storage (private mode, sandboxed frame): fall back to memory.
  }
  return memoryStorage()
}
