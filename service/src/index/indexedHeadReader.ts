import type { Hash } from 'viem'
import { coalescedLatestBlock } from '../balances/coalescedLatestBlock.ts'
import type { Queryable } from '../Database.ts'

/**
 * Reads a chain's indexed head hash (null before its first batch) from the database: one read
 * shared by concurrent callers of a chain, never one begun before the call (`coalescedLatestBlock`).
 */
export function indexedHeadReader(database: Queryable): (chainId: number) => Promise<Hash | null> {
  const readers = new Map<number, () => Promise<Hash | null>>()
  return (chainId) => {
    let read = readers.get(chainId)
    if (!read) {
      read = coalescedLatestBlock(async () => {
        const [row] = await database.query<{ hash: Hash | null }>('SELECT hash FROM index_heads WHERE chain_id = $1', [chainId])
        return row?.hash ?? null
      })
      readers.set(chainId, read)
    }
    return read()
  }
}
