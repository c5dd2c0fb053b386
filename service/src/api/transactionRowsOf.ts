import type { Queryable } from '../Database.ts'
import type { TransactionRow, TransferRow } from './transactionOf.ts'

/** A page of an account's transactions as the index holds them: one more than the page when there is a next one. */
export interface TransactionRows {
  rows: (TransactionRow & { transaction_index: number })[]
  /** The transfers of the page's transactions that involve the account, by log index. */
  transfers: TransferRow[]
}

/** What page is asked for: the account (lower case), after which position, how many, and only the purchases of which on-ramp senders. */
export interface TransactionPageRequest {
  chainId: number
  account: string
  cursor: readonly string[] | undefined
  limit: number
  /** An on-ramp's senders (lower case): only transactions in which one sent ETH or a token to the account. */
  senders?: readonly string[]
}

const pageColumns = `t.hash, a.block_number::text AS block_number, a.transaction_index, t.from_address, t.to_address, t.status, t.nonce::text AS nonce, t.timestamp::text AS timestamp
  FROM index_account_transactions a JOIN index_transactions t ON t.chain_id = a.chain_id AND t.hash = a.transaction_hash`

/** Reads a page of the account's transactions from the index, newest first, and their transfers that involve it. */
export async function transactionRowsOf(database: Queryable, request: TransactionPageRequest): Promise<TransactionRows> {
  const { chainId, account, cursor, limit, senders } = request
  const conditions = ['a.chain_id = $1', 'a.address = $2']
  const values: unknown[] = [chainId, account]
  if (cursor) {
    values.push(cursor[0], cursor[1])
    conditions.push(`(a.block_number, a.transaction_index) < ($3::bigint, $4::integer)`)
  }
  if (senders) {
    values.push([...senders])
    conditions.push(`EXISTS (SELECT 1 FROM index_transfers f WHERE f.chain_id = a.chain_id AND f.transaction_hash = a.transaction_hash
      AND f.to_address = a.address AND f.kind IN ('native', 'erc20') AND f.from_address = ANY($${values.length}::text[]))`)
  }
  values.push(limit + 1)
  const rows = await database.query<TransactionRows['rows'][number]>(
    `SELECT ${pageColumns} WHERE ${conditions.join(' AND ')} ORDER BY a.block_number DESC, a.transaction_index DESC LIMIT $${values.length}`,
    values,
  )
  const pageRows = rows.slice(0, limit)
  const transfers =
    pageRows.length === 0
      ? []
      : await database.query<TransferRow>(
          `SELECT tr.transaction_hash, tr.kind, tr.contract, tr.from_address, tr.to_address, tr.amount::text AS amount, tr.token_id::text AS token_id,
       tok.name AS token_name, tok.symbol AS token_symbol, tok.decimals AS token_decimals, m.name AS nft_name, (m.image IS NOT NULL) AS nft_has_image, m.state AS nft_state
     FROM index_transfers tr
     LEFT JOIN index_tokens tok ON tok.chain_id = tr.chain_id AND tok.address = tr.contract
     LEFT JOIN index_nft_metadata m ON m.chain_id = tr.chain_id AND m.contract = tr.contract AND m.token_id = tr.token_id
     WHERE tr.chain_id = $1 AND tr.transaction_hash = ANY($2::text[]) AND (tr.from_address = $3 OR tr.to_address = $3)
     ORDER BY tr.log_index`,
          [chainId, pageRows.map((row) => row.hash), account],
        )
  return { rows, transfers }
}
