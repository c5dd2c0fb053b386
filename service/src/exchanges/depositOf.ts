import { decodeFunctionData, erc20Abi, isAddressEqual } from 'viem'
import type { PublicClient, TransactionReceipt } from 'viem'

/** What a transaction must do to count as a deposit. */
export interface ExpectedDeposit {
  /** `native` or the token's address. */
  asset: string
  recipient: string
  /** In base units of the asset. */
  amount: bigint
  /** `exactly` the amount (a payment asked for it) or `at least` it (a purchase delivered). */
  match: 'exactly' | 'at least'
  /** When given, the transaction must be in a later block (one mined after the deposit was asked for). */
  afterBlock?: bigint
  /**
   * Whether a transaction not yet mined is judged by what it sends (`judged`: pay, whose payer's
   * side then waits for it to be confirmed on chain and shows that wait) or is `unknown` until it
   * is mined and successful (`unknown`, the default: an on-ramp order's final verdict).
   */
  pending?: 'judged' | 'unknown'
}

/** What `depositOf` concludes of a transaction. */
export type DepositVerdict = 'pays' | 'does not pay' | 'unknown'

/**
 * Whether the transaction `hash` is the `expected` deposit: a successful transfer of the amount to
 * the recipient, of the native currency (the transaction's `to` and `value`) or of the token (a
 * `transfer(recipient, amount)` call to its contract), mined after `afterBlock` when given.
 * `unknown` while the chain has not mined it (not known, or still pending). A transaction the node
 * answers as pending is mined when the node has its receipt: a node may answer from its pool for a
 * moment after mining (anvil looks in its pool first, and takes mined transactions out of it only
 * after storing their block and receipts), so the receipt, not the pool's copy, says where it is.
 */
export async function depositOf(client: Pick<PublicClient, 'getTransaction' | 'getTransactionReceipt'>, expected: ExpectedDeposit, hash: `0x${string}`): Promise<DepositVerdict> {
  let transaction: Awaited<ReturnType<PublicClient['getTransaction']>>
  try {
    transaction = await client.getTransaction({ hash })
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionNotFoundError') return 'unknown'
    throw error
  }
  let receipt: TransactionReceipt | undefined
  if (transaction.blockNumber === null) {
    try {
      receipt = await client.getTransactionReceipt({ hash })
    } catch (error) {
      if (!(error instanceof Error && error.name === 'TransactionReceiptNotFoundError')) throw error
    }
  }
  const blockNumber = transaction.blockNumber ?? receipt?.blockNumber ?? null
  if (blockNumber === null && expected.pending !== 'judged') return 'unknown'
  const recipient = expected.recipient as `0x${string}`
  const amountMatches = (amount: bigint) => (expected.match === 'exactly' ? amount === expected.amount : amount >= expected.amount)
  const transfers = (): boolean => {
    if (!transaction.to) return false
    if (expected.asset === 'native') return isAddressEqual(transaction.to, recipient) && amountMatches(transaction.value)
    if (!isAddressEqual(transaction.to, expected.asset as `0x${string}`) || transaction.value !== 0n) return false
    try {
      const call = decodeFunctionData({ abi: erc20Abi, data: transaction.input })
      return call.functionName === 'transfer' && isAddressEqual(call.args[0], recipient) && amountMatches(call.args[1])
    } catch {
      return false
    }
  }
  if (!transfers()) return 'does not pay'
  if (blockNumber === null) return 'pays'
  if (expected.afterBlock !== undefined && blockNumber <= expected.afterBlock) return 'does not pay'
  // A reverted transaction moved nothing.
  receipt ??= await client.getTransactionReceipt({ hash })
  return receipt.status === 'success' ? 'pays' : 'does not pay'
}
