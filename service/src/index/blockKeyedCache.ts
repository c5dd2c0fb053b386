import type { Hash } from 'viem'

/** What a read for one block gives: its value, and whether it may be kept for that block. */
export interface BlockRead<T> {
  value: T
  /** False when the answer may still change within the block (the index had not reached it, metadata still pending). */
  keep: boolean
}

/** Values kept per block, by `valueAt`. */
export interface BlockKeyedCache<T> {
  /** The value of `key` at the block `hash`: the kept one when read at that very block, else `read()`'s, shared by concurrent callers. */
  valueAt(key: string, hash: Hash, read: () => Promise<BlockRead<T>>): Promise<T>
}

interface Entry<T> {
  hash: Hash
  read: Promise<BlockRead<T>>
}

/**
 * A cache of values (an account's balances, a page of its transactions) keyed by the block they
 * were read at (its hash, so a block that replaced another at the same height is read anew): one
 * entry per key, the latest block's; at most `maxEntries` keys, the least recently read dropped
 * first. A failed read, or one not to keep, is not kept.
 */
export function blockKeyedCache<T>(maxEntries: number): BlockKeyedCache<T> {
  const entries = new Map<string, Entry<T>>()
  const forget = (key: string, entry: Entry<T>) => {
    if (entries.get(key) === entry) entries.delete(key)
  }
  return {
    async valueAt(key, hash, read) {
      const kept = entries.get(key)
      if (kept?.hash === hash) {
        // Most recently read last, so the first in the map is the one to drop.
        entries.delete(key)
        entries.set(key, kept)
        return (await kept.read).value
      }
      const entry: Entry<T> = { hash, read: read() }
      entries.delete(key)
      entries.set(key, entry)
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      try {
        const answer = await entry.read
        if (!answer.keep) forget(key, entry)
        return answer.value
      } catch (error) {
        forget(key, entry)
        throw error
      }
    },
  }
}
