import type { PublicClient } from 'viem'
import type { Database } from '../Database.ts'
import type { IndexedChain } from './IndexedChain.ts'

/**
 * What a process that does not write a chain's index reads instead of indexing: true when the
 * index in the database (another process writes it) reaches the chain's head as read now, NFT
 * metadata included.
 */
export async function caughtUpInDatabase(database: Database, client: PublicClient, chain: IndexedChain): Promise<boolean> {
  const chainHead = BigInt((await client.request({ method: 'eth_blockNumber' } as never)) as string)
  const [row] = await database.query<{ number: string | null }>('SELECT number::text AS number FROM index_heads WHERE chain_id = $1', [chain.chainId])
  const indexed = row?.number == null ? BigInt(chain.startBlock ?? 0) - 1n : BigInt(row.number)
  if (indexed < chainHead) return false
  const pending = await database.query("SELECT 1 FROM index_nft_metadata WHERE chain_id = $1 AND state = 'pending' LIMIT 1", [chain.chainId])
  return pending.length === 0
}
