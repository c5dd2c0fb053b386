import type { Queryable } from '../Database.ts'
import { blockKeyedCache } from '../index/blockKeyedCache.ts'
import { indexedHeadReader } from '../index/indexedHeadReader.ts'
import type { IndexedHeads } from '../index/indexedHeadsOf.ts'
import { transactionRowsOf } from './transactionRowsOf.ts'
import type { TransactionPageRequest, TransactionRows } from './transactionRowsOf.ts'

/** Reads a page of an account's transactions from the index. */
export type TransactionPageReader = (request: TransactionPageRequest) => Promise<TransactionRows>

/**
 * A reader of transaction pages that keeps them per indexed block: each call asks `heads` for the
 * chain's indexed head (the service's `indexedHeadsOf`, kept until a head moves), or without it
 * reads the head (one read shared by concurrent calls, never one begun before the call), then the
 * page at that head: kept from an earlier call at the same head hash, else read from the index.
 * A page is kept only when the head was still the same after reading it (no batch or rollback
 * came in between) and every NFT in it has its metadata fetched (names and images are stored
 * after their block), so every process answers the same for the same index. At most `maxPages`
 * pages are kept, the least recently read dropped first.
 */
export function transactionPageReader(database: Queryable, heads?: Pick<IndexedHeads, 'headOf'>, maxPages = 2_000): TransactionPageReader {
  const cache = blockKeyedCache<TransactionRows>(maxPages)
  const headOf = heads ? (chainId: number) => heads.headOf(chainId) : indexedHeadReader(database)
  return async (request) => {
    const head = await headOf(request.chainId)
    if (head === null) return transactionRowsOf(database, request)
    const key = JSON.stringify([request.chainId, request.account, request.cursor ?? null, request.limit, request.senders ?? null])
    return cache.valueAt(key, head, async () => {
      const value = await transactionRowsOf(database, request)
      const settled = value.transfers.every((transfer) => transfer.kind !== 'erc721' || transfer.nft_state === 'done' || transfer.nft_state === 'failed')
      return { value, keep: settled && (await headOf(request.chainId)) === head }
    })
  }
}
