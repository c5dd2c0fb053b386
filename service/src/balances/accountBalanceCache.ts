import type { Hash } from 'viem'
import type { TokenBalance } from './TokenBalance.ts'

/** What a read of an account's balances at one block gives: its balances, and whether they may be kept for that block. */
export interface BlockBalances {
  balances: TokenBalance[]
  /** False when the answer may still change within the block (the index had not reached it, so a token may be missing). */
  keep: boolean
}

/** Balances of accounts kept per block, by `balancesAt`. */
export interface AccountBalanceCache {
  /** The balances of `account` (a key naming the chain and the address) at the block `hash`: kept ones when read at that very block, else `read()`'s, shared by concurrent callers. */
  balancesAt(account: string, hash: Hash, read: () => Promise<BlockBalances>): Promise<TokenBalance[]>
}

interface Entry {
  hash: Hash
  read: Promise<BlockBalances>
}

/**
 * A cache of accounts' balances keyed by the block they were read at (its hash, so a block that
 * replaced another at the same height is read anew): one entry per account, the latest block's;
 * at most `maxEntries` accounts, the least recently read dropped first. A failed read, or one not
 * to keep, is not kept.
 */
export function accountBalanceCache(maxEntries: number): AccountBalanceCache {
  const entries = new Map<string, Entry>()
  const forget = (account: string, entry: Entry) => {
    if (entries.get(account) === entry) entries.delete(account)
  }
  return {
    async balancesAt(account, hash, read) {
      const kept = entries.get(account)
      if (kept?.hash === hash) {
        // Most recently read last, so the first in the map is the one to drop.
        entries.delete(account)
        entries.set(account, kept)
        return (await kept.read).balances
      }
      const entry: Entry = { hash, read: read() }
      entries.delete(account)
      entries.set(account, entry)
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      try {
        const answer = await entry.read
        if (!answer.keep) forget(account, entry)
        return answer.balances
      } catch (error) {
        forget(account, entry)
        throw error
      }
    },
  }
}
