import { safeImageUrl } from '@portico/kernel/extend'
import { formatQuantity } from './formatQuantity.ts'
import type { PendingTransaction } from './PendingTransaction.ts'
import type { TransactionSummary } from './TransactionSummary.ts'

/** What a pending send's row shows until its service lists it. */
export function summarizePending(sent: PendingTransaction, locale: string, nativeImageUrl?: string): TransactionSummary {
  return {
    kind: 'sending',
    counterpartyRole: 'to',
    counterparty: sent.to,
    amount: formatQuantity(sent.transfer.amount, 'out', sent.transfer.symbol, locale),
    direction: 'out',
    imageUrl: safeImageUrl(sent.transfer.address === undefined ? nativeImageUrl : undefined),
    unit: sent.transfer.symbol,
    moreTransfers: 0,
    status: 'pending',
  }
}
