import type { Transaction } from './Transaction.ts'

/** Whether every transfer of a transaction is flagged spam (SPEC §5: such transactions are dropped). */
export function isSpamTransaction(transaction: Transaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((transfer) => transfer.fungible_info?.flags?.is_spam === true || transfer.nft_info?.flags.is_spam === true)
}
