import type { NonceStore } from './NonceStore.ts'

/** Options of `memoryNonceStore`. */
export interface MemoryNonceStoreOptions {
  /** At most this many nonces are kept; the oldest go first. 100,000 by default. */
  maxSize?: number
}

/** Nonces in this process's memory, dropped when they expire or are used. */
export function memoryNonceStore(options: MemoryNonceStoreOptions = {}): NonceStore {
  const maxSize = options.maxSize ?? 100_000
  const expiries = new Map<string, number>()

  function dropExpired(now: number): void {
    for (const [nonce, expiresAt] of expiries) if (expiresAt <= now) expiries.delete(nonce)
  }

  return {
    add(nonce, expiresAt) {
      dropExpired(Date.now())
      while (expiries.size >= maxSize) {
        const oldest = expiries.keys().next()
        if (oldest.done) break
        expiries.delete(oldest.value)
      }
      expiries.set(nonce, expiresAt)
    },
    has(nonce) {
      const expiresAt = expiries.get(nonce)
      return expiresAt !== undefined && expiresAt > Date.now()
    },
    consume(nonce) {
      const expiresAt = expiries.get(nonce)
      expiries.delete(nonce)
      return expiresAt !== undefined && expiresAt > Date.now()
    },
  }
}
