import * as t from 'io-ts'
import { getAddress, isAddress } from 'viem'
import { decodeWith } from '../decodeWith.ts'
import type { IndexedChain } from '../index/IndexedChain.ts'
import type { ServiceContext } from '../ServiceContext.ts'

/** A page request of `/transactions/{address}` or `/nfts/{address}`, checked. */
export interface PageQuery {
  chain: IndexedChain
  /** The account, lower-case (as the index stores addresses). */
  account: string
  /** The account, checksummed. */
  address: string
  limit: number
  /** The cursor's parts, or undefined for the first page. */
  cursor: string[] | undefined
}

const defaultLimit = 20
const maxLimit = 100

const Limit = new t.Type<number, string, unknown>(
  `a whole number from 1 to ${maxLimit}`,
  (value): value is number => typeof value === 'number',
  (value, context) => {
    const number = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN
    return number >= 1 && number <= maxLimit ? t.success(number) : t.failure(value, context)
  },
  String,
)
const Query = t.type({
  chainId: t.refinement(t.string, (value) => /^eip155:\d{1,15}$/.test(value), 'a CAIP-2 chain id eip155:N'),
  cursor: t.union([t.undefined, t.refinement(t.string, (value) => /^[\w-]{1,200}$/.test(value), 'a cursor')]),
  limit: t.union([t.undefined, Limit]),
})

/**
 * Checks a page request (also of `/nfts`): the address, `chainId` (one of the service's chains),
 * `limit` (default 20, at most 100) and `cursor` (whose parts must match `cursorPattern`).
 * Resolves with the query, or with the message of a 400 answer.
 */
export function transactionPageQuery(context: ServiceContext, address: string, query: URLSearchParams, cursorPattern: RegExp): PageQuery | { error: string } {
  if (!isAddress(address, { strict: false })) return { error: `Invalid address: ${address.slice(0, 60)}` }
  let decoded: t.TypeOf<typeof Query>
  try {
    decoded = decodeWith(Query, { chainId: query.get('chainId') ?? undefined, cursor: query.get('cursor') ?? undefined, limit: query.get('limit') ?? undefined }, 'The query')
  } catch (error) {
    return { error: (error as Error).message }
  }
  const chain = context.chains.find((candidate) => `eip155:${candidate.chainId}` === decoded.chainId)
  if (!chain) return { error: `Unknown chainId: ${decoded.chainId}` }
  let cursor: string[] | undefined
  if (decoded.cursor !== undefined) {
    const match = cursorPattern.exec(Buffer.from(decoded.cursor, 'base64url').toString('utf8'))
    if (!match) return { error: 'Invalid cursor' }
    cursor = match.slice(1)
  }
  return { chain, account: address.toLowerCase(), address: getAddress(address), limit: decoded.limit ?? defaultLimit, cursor }
}
