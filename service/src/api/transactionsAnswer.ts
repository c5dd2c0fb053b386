import * as t from 'io-ts'
import { getAddress } from 'viem'
import { decodeWith } from '../decodeWith.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'
import { transactionCursor } from './transactionCursor.ts'
import { transactionPageQuery } from './transactionPageQuery.ts'
import { transactionOf } from './transactionOf.ts'
import { transactionTransferOf } from './transactionTransferOf.ts'
import type { TransferRow } from './transactionOf.ts'
import type { TransactionPageReader } from './transactionPageReader.ts'
import { transactionRowsOf } from './transactionRowsOf.ts'

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
 * chain, cursor, limit, on-ramp provider or cache mode. `readPage` reads the page from the index
 * (`transactionPageReader` keeps pages per indexed block).
 */
export async function transactionsAnswer(
  context: ServiceContext,
  address: string,
  query: URLSearchParams,
  readPage: TransactionPageReader = (request) => transactionRowsOf(context.database, request),
): Promise<Answer> {
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
  const { rows, transfers: transferRows } = await readPage({ chainId: chain.chainId, account, cursor, limit, ...(onRamp ? { senders: onRamp.senders ?? [] } : {}) })
  const pageRows = rows.slice(0, limit)

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
