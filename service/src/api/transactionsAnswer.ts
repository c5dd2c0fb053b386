import * as t from 'io-ts'
import { getAddress } from 'viem'
import { decodeWith } from '../decodeWith.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'
import { transactionCursor } from './transactionCursor.ts'
import { transactionPageQuery } from './transactionPageQuery.ts'
import { transactionOf } from './transactionOf.ts'
import { transactionTransferOf } from './transactionTransferOf.ts'
import type { TransactionRow, TransferRow } from './transactionOf.ts'

const pageColumns = `t.hash, a.block_number::text AS block_number, a.transaction_index, t.from_address, t.to_address, t.status, t.nonce::text AS nonce, t.timestamp::text AS timestamp
  FROM index_account_transactions a JOIN index_transactions t ON t.chain_id = a.chain_id AND t.hash = a.transaction_hash`

// SPEC §7's other two inputs: an on-ramp provider's id, and the caller's fetch cache mode.
const Inputs = t.partial({
  onramp: t.refinement(t.string, (value) => /^[\w-]{1,64}$/.test(value), 'an on-ramp provider id'),
  cache: t.keyof({ default: null, 'no-store': null, reload: null, 'no-cache': null, 'force-cache': null, 'only-if-cached': null }, 'a fetch cache mode'),
})
// The cache modes that let the browser keep a page.
const keepingModes = new Set(['default', 'force-cache', 'only-if-cached'])

/**
 * `GET /transactions/{address}?chainId&cursor&limit&onramp&cache`: the address's transactions on
 * the chain, newest first (block, then index in it), each with the transfers that involve the
 * address, with USD prices when known and spam flags. `next` names the position of the page's last
 * item, so paging stays stable while new blocks arrive. `onramp={provider id}` keeps only the
 * purchases that on-ramp delivered: transactions in which one of its configured `senders` sent ETH
 * or a token to the address (none when it has no senders). `cache` is the caller's fetch cache
 * mode: with `default`, `force-cache` or `only-if-cached` a page after a cursor (older, so stable)
 * may be kept by the browser for a minute; any other answer is `no-store`. 400 for a bad address,
 * chain, cursor, limit, on-ramp provider or cache mode.
 */
export async function transactionsAnswer(context: ServiceContext, address: string, query: URLSearchParams): Promise<Answer> {
  const page = transactionPageQuery(context, address, query, /^(\d{1,19}):(\d{1,9})$/)
  if ('error' in page) return { status: 400, body: { error: page.error } }
  let inputs: t.TypeOf<typeof Inputs>
  try {
    inputs = decodeWith(Inputs, { onramp: query.get('onramp') ?? undefined, cache: query.get('cache') ?? undefined }, 'The query')
  } catch (error) {
    return { status: 400, body: { error: (error as Error).message } }
  }
  const onRamp = inputs.onramp === undefined ? undefined : (context.onRamp ?? []).find((provider) => provider.info.id === inputs.onramp)
  if (inputs.onramp !== undefined && !onRamp) return { status: 400, body: { error: `Unknown on-ramp provider: ${inputs.onramp}` } }
  const { chain, account, limit, cursor } = page
  const conditions = ['a.chain_id = $1', 'a.address = $2']
  const values: unknown[] = [chain.chainId, account]
  if (cursor) {
    values.push(cursor[0], cursor[1])
    conditions.push(`(a.block_number, a.transaction_index) < ($3::bigint, $4::integer)`)
  }
  if (onRamp) {
    values.push([...(onRamp.senders ?? [])])
    conditions.push(`EXISTS (SELECT 1 FROM index_transfers f WHERE f.chain_id = a.chain_id AND f.transaction_hash = a.transaction_hash
      AND f.to_address = a.address AND f.kind IN ('native', 'erc20') AND f.from_address = ANY($${values.length}::text[]))`)
  }
  values.push(limit + 1)
  const rows = await context.database.query<TransactionRow & { transaction_index: number }>(
    `SELECT ${pageColumns} WHERE ${conditions.join(' AND ')} ORDER BY a.block_number DESC, a.transaction_index DESC LIMIT $${values.length}`,
    values,
  )
  const pageRows = rows.slice(0, limit)
  const transferRows = pageRows.length === 0 ? [] : await context.database.query<TransferRow>(
    `SELECT tr.transaction_hash, tr.kind, tr.contract, tr.from_address, tr.to_address, tr.amount::text AS amount, tr.token_id::text AS token_id,
       tok.name AS token_name, tok.symbol AS token_symbol, tok.decimals AS token_decimals, m.name AS nft_name, (m.image IS NOT NULL) AS nft_has_image
     FROM index_transfers tr
     LEFT JOIN index_tokens tok ON tok.chain_id = tr.chain_id AND tok.address = tr.contract
     LEFT JOIN index_nft_metadata m ON m.chain_id = tr.chain_id AND m.contract = tr.contract AND m.token_id = tr.token_id
     WHERE tr.chain_id = $1 AND tr.transaction_hash = ANY($2::text[]) AND (tr.from_address = $3 OR tr.to_address = $3)
     ORDER BY tr.log_index`,
    [chain.chainId, pageRows.map((row) => row.hash), account],
  )

  const native = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
  const fungibles = new Map<string, TransferRow>()
  for (const row of transferRows) if (row.kind !== 'erc721') fungibles.set((row.contract ?? 'native'), row)
  const assets = [...fungibles.values()].map((row) => ({ chainId: `eip155:${chain.chainId}`, ...(row.contract && { address: getAddress(row.contract) }), symbol: row.kind === 'native' ? native.symbol : (row.token_symbol ?? '') }))
  const prices = assets.length === 0 ? [] : await context.prices.prices(assets)
  const priceOf = new Map([...fungibles.keys()].map((key, index) => [key, prices[index]]))

  const byTransaction = new Map<string, TransferRow[]>()
  for (const row of transferRows) byTransaction.set(row.transaction_hash, [...(byTransaction.get(row.transaction_hash) ?? []), row])
  const data = pageRows.map((row) =>
    transactionOf(chain, row, (byTransaction.get(row.hash) ?? []).map((transfer) => transactionTransferOf(context, chain, transfer, account, transfer.kind === 'erc721' ? undefined : priceOf.get((transfer.contract ?? 'native')))), account),
  )
  const last = pageRows.at(-1)
  const next = rows.length > limit && last ? transactionCursor([last.block_number, String(last.transaction_index)]) : null
  const kept = cursor !== undefined && inputs.cache !== undefined && keepingModes.has(inputs.cache)
  return { status: 200, body: { data, next }, headers: { 'cache-control': kept ? 'private, max-age=60' : 'no-store' } }
}
