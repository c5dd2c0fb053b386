import type { Database, Queryable } from '../Database.ts'
import type { ChainBatch } from './ChainBatch.ts'
import type { TokenMetadata } from './readTokenMetadata.ts'

const zeroAddress = '0x0000000000000000000000000000000000000000'
function text(value: bigint | number): string
function text(value: bigint | number | null): string | null
function text(value: bigint | number | null): string | null {
  return value === null ? null : value.toString()
}

async function insertRows(transaction: Queryable, table: string, columns: readonly [string, string][], rows: readonly (readonly unknown[])[], conflict = 'ON CONFLICT DO NOTHING'): Promise<void> {
  if (rows.length === 0) return
  const names = columns.map(([name]) => name).join(', ')
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')
  const parameters = columns.map((_, index) => rows.map((row) => row[index]))
  await transaction.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays}) ${conflict}`, parameters)
}

/**
 * Writes a batch read from the chain and the new indexed head in one database transaction, so that
 * a restart resumes exactly after the last batch committed. The head must still be `previousHead`
 * (null before the first batch), else nothing is written and this throws (another writer moved it).
 */
export async function writeChainBatch(database: Database, chainId: number, batch: ChainBatch, tokens: readonly TokenMetadata[], previousHead: bigint | null): Promise<void> {
  const last = batch.blocks.at(-1)
  if (!last) return
  await database.transaction(async (transaction) => {
    const moved = await transaction.query(
      'UPDATE index_heads SET number = $2, hash = $3 WHERE chain_id = $1 AND number IS NOT DISTINCT FROM $4::bigint RETURNING chain_id',
      [chainId, text(last.number), last.hash, text(previousHead)],
    )
    if (moved.length === 0) throw new Error(`The index of chain ${chainId} moved while a batch was written: the batch is read again`)
    await insertRows(transaction, 'index_blocks', [['chain_id', 'bigint'], ['number', 'bigint'], ['hash', 'text'], ['parent_hash', 'text'], ['timestamp', 'bigint']],
      batch.blocks.map((block) => [chainId, text(block.number), block.hash, block.parentHash, text(block.timestamp)]))
    await insertRows(transaction, 'index_transactions',
      [['chain_id', 'bigint'], ['hash', 'text'], ['block_number', 'bigint'], ['transaction_index', 'integer'], ['from_address', 'text'], ['to_address', 'text'], ['value', 'numeric'], ['status', 'text'], ['nonce', 'bigint'], ['timestamp', 'bigint']],
      batch.transactions.map((item) => [chainId, item.hash, text(item.blockNumber), item.transactionIndex, item.from, item.to, text(item.value), item.status, item.nonce, text(item.timestamp)]))
    await insertRows(transaction, 'index_transfers',
      [['chain_id', 'bigint'], ['transaction_hash', 'text'], ['log_index', 'integer'], ['block_number', 'bigint'], ['transaction_index', 'integer'], ['kind', 'text'], ['contract', 'text'], ['from_address', 'text'], ['to_address', 'text'], ['amount', 'numeric'], ['token_id', 'numeric']],
      batch.transfers.map((item) => [chainId, item.transactionHash, item.logIndex, text(item.blockNumber), item.transactionIndex, item.kind, item.contract, item.from, item.to, text(item.amount), text(item.tokenId)]))

    // Who took part in which transaction: the senders and callees, and both ends of every transfer.
    const parties = new Map<string, [string, string, number, string]>()
    const take = (address: string | null, blockNumber: bigint, transactionIndex: number, hash: string) => {
      if (address && address !== zeroAddress) parties.set(`${address}:${hash}`, [address, text(blockNumber), transactionIndex, hash])
    }
    for (const item of batch.transactions) {
      take(item.from, item.blockNumber, item.transactionIndex, item.hash)
      take(item.to, item.blockNumber, item.transactionIndex, item.hash)
    }
    for (const item of batch.transfers) {
      take(item.from, item.blockNumber, item.transactionIndex, item.transactionHash)
      take(item.to, item.blockNumber, item.transactionIndex, item.transactionHash)
    }
    const partyRows = [...parties.values()]
    await insertRows(transaction, 'index_account_transactions', [['chain_id', 'bigint'], ['address', 'text'], ['block_number', 'bigint'], ['transaction_index', 'integer'], ['transaction_hash', 'text']],
      partyRows.map((row) => [chainId, ...row]))

    await insertRows(transaction, 'index_tokens', [['chain_id', 'bigint'], ['address', 'text'], ['kind', 'text'], ['name', 'text'], ['symbol', 'text'], ['decimals', 'integer']],
      tokens.map((token) => [chainId, token.address, token.kind, token.name, token.symbol, token.decimals]))

    // The last transfer of each token in the batch (blocks, then logs, in order) names its owner now.
    const owners = new Map<string, [string, string, string]>()
    const nftTransfers = batch.transfers
      .filter((item) => item.kind === 'erc721')
      .sort((a, b) => (a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1))
    for (const item of nftTransfers) if (item.contract && item.tokenId !== null) owners.set(`${item.contract}:${item.tokenId}`, [item.contract, text(item.tokenId), item.to])
    const ownerRows = [...owners.values()]
    await insertRows(transaction, 'index_nft_owners', [['chain_id', 'bigint'], ['contract', 'text'], ['token_id', 'numeric'], ['owner', 'text']],
      ownerRows.map((row) => [chainId, ...row]), 'ON CONFLICT (chain_id, contract, token_id) DO UPDATE SET owner = excluded.owner')
    await insertRows(transaction, 'index_nft_metadata', [['chain_id', 'bigint'], ['contract', 'text'], ['token_id', 'numeric'], ['state', 'text']],
      ownerRows.map(([contract, tokenId]) => [chainId, contract, tokenId, 'pending']))
  })
}
