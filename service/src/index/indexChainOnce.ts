import type { PublicClient } from 'viem'
import type { Database } from '../Database.ts'
import type { IndexedChain } from './IndexedChain.ts'
import { findCommonAncestor } from './findCommonAncestor.ts'
import { readChainBatch } from './readChainBatch.ts'
import { readTokenMetadata } from './readTokenMetadata.ts'
import type { TokenMetadata } from './readTokenMetadata.ts'
import { rollBackChain } from './rollBackChain.ts'
import { storeNftMetadata } from './storeNftMetadata.ts'
import { writeChainBatch } from './writeChainBatch.ts'

/** What `indexChainOnce` works with. */
export interface ChainIndexing {
  database: Database
  client: PublicClient
  chain: IndexedChain
  batchSize: number
  stopped: () => boolean
  /** Called after each batch is committed, with the new head. */
  onIndexed?: (chainId: number, blockNumber: bigint) => void
  /** Called when indexed blocks are dropped: `reorg` (rolled back to `ancestor`) or `reset` (indexed again from the start). */
  onRollBack?: (chainId: number, kind: 'reorg' | 'reset', ancestor: bigint | null) => void
}

interface Head {
  number: bigint | null
  hash: string | null
}

async function readHead({ database, chain, onRollBack }: ChainIndexing): Promise<Head> {
  const startBlock = BigInt(chain.startBlock ?? 0)
  await database.query('INSERT INTO index_heads (chain_id, start_block) VALUES ($1, $2) ON CONFLICT DO NOTHING', [chain.chainId, startBlock.toString()])
  const [row] = await database.query<{ start_block: unknown; number: unknown; hash: string | null }>('SELECT start_block, number, hash FROM index_heads WHERE chain_id = $1', [chain.chainId])
  if (!row || BigInt(String(row.start_block)) !== startBlock) {
    // Another start block in the config: what was indexed does not start where it should.
    await rollBackChain(database, chain.chainId, null)
    await database.query('UPDATE index_heads SET start_block = $2 WHERE chain_id = $1', [chain.chainId, startBlock.toString()])
    onRollBack?.(chain.chainId, 'reset', null)
    return { number: null, hash: null }
  }
  return { number: row.number === null ? null : BigInt(String(row.number)), hash: row.hash }
}

/** Rolls the index back when the chain no longer has the indexed head (reorganisation, or reset when nothing agrees). */
async function reconcile(indexing: ChainIndexing, head: Head, chainHead: bigint): Promise<Head> {
  const { database, client, chain, onRollBack } = indexing
  if (head.number === null) return head
  const startBlock = BigInt(chain.startBlock ?? 0)
  const highest = head.number < chainHead ? head.number : chainHead
  const ancestor = highest < startBlock ? null : await findCommonAncestor(database, client, chain.chainId, startBlock, highest)
  if (ancestor && ancestor.number === head.number) return head
  await rollBackChain(database, chain.chainId, ancestor)
  onRollBack?.(chain.chainId, ancestor ? 'reorg' : 'reset', ancestor?.number ?? null)
  return ancestor ?? { number: null, hash: null }
}

async function newTokens(indexing: ChainIndexing, contracts: Map<string, 'erc20' | 'erc721'>): Promise<TokenMetadata[]> {
  if (contracts.size === 0) return []
  const known = await indexing.database.query<{ address: string }>('SELECT address FROM index_tokens WHERE chain_id = $1 AND address = ANY($2::text[])', [indexing.chain.chainId, [...contracts.keys()]])
  for (const row of known) contracts.delete(row.address)
  return Promise.all([...contracts].map(([address, kind]) => readTokenMetadata(indexing.client, address, kind)))
}

/**
 * One round of indexing a chain: reads its head, rolls back what it no longer has, indexes the
 * blocks up to that head in batches (each committed with the new indexed head), then fetches the
 * metadata of new NFTs (a few pages of them). Resolves true when indexed up to the head read at
 * its start with no NFT metadata left to fetch.
 */
export async function indexChainOnce(indexing: ChainIndexing): Promise<boolean> {
  const { database, client, chain, batchSize, stopped } = indexing
  const chainHead = BigInt((await client.request({ method: 'eth_blockNumber' } as never)) as string)
  let head = await reconcile(indexing, await readHead(indexing), chainHead)
  let next = head.number === null ? BigInt(chain.startBlock ?? 0) : head.number + 1n
  while (next <= chainHead && !stopped()) {
    const last = next + BigInt(batchSize) - 1n < chainHead ? next + BigInt(batchSize) - 1n : chainHead
    const batch = await readChainBatch(client, next, last, head.hash ?? undefined)
    const contracts = new Map<string, 'erc20' | 'erc721'>()
    for (const transfer of batch.transfers) if (transfer.contract && transfer.kind !== 'native') contracts.set(transfer.contract, transfer.kind)
    await writeChainBatch(database, chain.chainId, batch, await newTokens(indexing, contracts), head.number)
    const top = batch.blocks.at(-1)
    if (!top) break
    head = { number: top.number, hash: top.hash }
    next = top.number + 1n
    indexing.onIndexed?.(chain.chainId, top.number)
  }
  const metadataDone = await storeNftMetadata(database, client, chain.chainId, stopped)
  return next > chainHead && metadataDone && !stopped()
}
