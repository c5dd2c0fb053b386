import { safeImageUrl } from '@portico/kernel/extend'
import { formatQuantity } from './formatQuantity.ts'
import type { PendingTransaction } from './PendingTransaction.ts'
import type { TransactionSummary } from './TransactionSummary.ts'

/**
 * What a pending transaction's row shows until its service lists it: a send as sending, a swap
 * (one that says what it received) as the swap it is, as the listed one will show it.
 */
export function summarizePending(sent: PendingTransaction, locale: string, nativeImageUrl?: string): TransactionSummary {
  const paid = formatQuantity(sent.transfer.amount, 'out', sent.transfer.symbol, locale)
  const { received } = sent
  if (received) {
    return {
      kind: 'swap',
      counterpartyRole: 'to',
      counterparty: sent.to,
      amount: formatQuantity(received.amount, 'in', received.symbol, locale),
      direction: 'in',
      imageUrl: safeImageUrl(received.address === undefined ? nativeImageUrl : undefined),
      unit: received.symbol,
      moreTransfers: 0,
      swap: { sold: sent.transfer.symbol, bought: received.symbol, soldAmount: paid },
      status: 'pending',
    }
  }
  return {
    kind: 'sending',
    counterpartyRole: 'to',
    counterparty: sent.to,
    amount: paid,
    direction: 'out',
    imageUrl: safeImageUrl(sent.transfer.address === undefined ? nativeImageUrl : undefined),
    unit: sent.transfer.symbol,
    moreTransfers: 0,
    status: 'pending',
  }
}
