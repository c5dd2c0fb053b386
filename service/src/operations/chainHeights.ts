import { createPublicClient, http } from 'viem'
import type { Database } from '../Database.ts'
import type { IndexedChain } from '../index/IndexedChain.ts'

/** One chain's indexing: the indexed head (null before the first batch), the chain's head (null when it could not be read) and the blocks between them. */
export interface ChainHeight {
  chainId: number
  indexed: number | null
  head: number | null
  lag: number | null
}

/** The indexed head of each chain (from the database, so every process reports the same) beside the chain's head, read within `timeoutMs`. */
export async function chainHeights(database: Database, chains: readonly IndexedChain[], timeoutMs: number): Promise<ChainHeight[]> {
  const rows = await database.query<{ chain_id: string; number: string | null }>('SELECT chain_id::text AS chain_id, number::text AS number FROM index_heads')
  return Promise.all(
    chains.map(async (chain) => {
      const row = rows.find((each) => Number(each.chain_id) === chain.chainId)
      const indexed = row?.number == null ? null : Number(row.number)
      let head: number | null
      try {
        head = Number(await createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: timeoutMs }) }).getBlockNumber({ cacheTime: 0 }))
      } catch {
        head = null
      }
      return { chainId: chain.chainId, indexed, head, lag: head === null ? null : Math.max(0, head - (indexed ?? (chain.startBlock ?? 0) - 1)) }
    }),
  )
}
