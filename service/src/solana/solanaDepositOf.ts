import { isLeft } from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { DepositVerdict } from '../exchanges/depositOf.ts'
import { solanaRpcCall } from './solanaRpcCall.ts'

/** What a Solana transaction must do to count as a delivery. */
export interface ExpectedSolanaDeposit {
  /** The base58 account the lamports must reach. */
  recipient: string
  /** Lamports, at least. */
  amount: bigint
  /**
   * The transaction must be in this slot or a later one: the network's slot when the order was
   * opened (a transaction landed in that same slot before the order, within its 400 ms or so,
   * would count; any earlier one does not).
   */
  fromSlot: bigint
}

const Lamports = t.array(t.number)
const TransactionAnswer = t.union([
  t.null,
  t.type({
    slot: t.number,
    meta: t.union([
      t.null,
      t.intersection([t.type({ err: t.unknown, preBalances: Lamports, postBalances: Lamports }), t.partial({ loadedAddresses: t.type({ writable: t.array(t.string), readonly: t.array(t.string) }) })]),
    ]),
    transaction: t.type({ message: t.type({ accountKeys: t.array(t.string) }) }),
  }),
])

/**
 * Whether the Solana transaction `signature` delivered at least `amount` lamports to the recipient:
 * read with `getTransaction` (json encoding, confirmed) from the network's RPC; it must have
 * succeeded, be in `fromSlot` or later, and raise the recipient's balance by at least the
 * amount (its balance after minus before, whatever instructions did it). `unknown` while the
 * network does not know it (not landed, or not yet confirmed).
 */
export async function solanaDepositOf(rpcUrl: string, expected: ExpectedSolanaDeposit, signature: string, timeoutMs: number): Promise<DepositVerdict> {
  const result = await solanaRpcCall(rpcUrl, 'getTransaction', [signature, { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }], timeoutMs)
  const decoded = TransactionAnswer.decode(result)
  if (isLeft(decoded)) throw new Error('The Solana RPC answered getTransaction with something that is not a transaction')
  const transaction = decoded.right
  if (transaction === null || transaction.meta === null) return 'unknown'
  const { meta } = transaction
  if (meta.err !== null) return 'does not pay'
  if (BigInt(transaction.slot) < expected.fromSlot) return 'does not pay'
  // The balances list the message's accounts, then those loaded from lookup tables (writable, then read-only).
  const keys = [...transaction.transaction.message.accountKeys, ...(meta.loadedAddresses?.writable ?? []), ...(meta.loadedAddresses?.readonly ?? [])]
  const index = keys.indexOf(expected.recipient)
  if (index < 0) return 'does not pay'
  const received = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0)
  return received >= expected.amount ? 'pays' : 'does not pay'
}
