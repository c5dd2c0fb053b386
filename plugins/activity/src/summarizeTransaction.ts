import { safeImageUrl } from '@portico/kernel/extend'
import { formatQuantity } from './formatQuantity.ts'
import type { Transaction } from './Transaction.ts'
import type { TransactionSummary } from './TransactionSummary.ts'

/** What a listed transaction's row shows: its first transfer that is not spam, in the active locale. */
export function summarizeTransaction(transaction: Transaction, locale: string, nativeImageUrl?: string): TransactionSummary {
  const { metadata } = transaction
  const isSpam = (transfer: Transaction['transfers'][number]) => transfer.fungible_info?.flags?.is_spam === true || transfer.nft_info?.flags.is_spam === true
  const shown = transaction.transfers.filter((transfer) => !isSpam(transfer))
  const transfer = shown[0]
  const status = metadata.status
  if (!transfer) {
    const incoming = metadata.operationType === 'receive'
    return {
      kind: metadata.operationType,
      counterpartyRole: incoming ? 'from' : 'to',
      counterparty: incoming ? metadata.sentFrom : metadata.sentTo,
      amount: undefined,
      direction: undefined,
      imageUrl: undefined,
      unit: undefined,
      moreTransfers: 0,
      status,
    }
  }
  const { direction, fungible_info: fungible, nft_info: nft } = transfer
  const unit = fungible?.symbol ?? nft?.collection.name ?? ''
  const native = fungible !== undefined && fungible.address === undefined
  const image = fungible?.icon?.url ?? nft?.content?.preview?.url ?? (native ? nativeImageUrl : undefined)
  const kind = direction === 'self' && (metadata.operationType === 'send' || metadata.operationType === 'receive') ? 'self' : metadata.operationType
  return {
    kind,
    counterpartyRole: direction === 'in' ? 'from' : 'to',
    counterparty: direction === 'in' ? transfer.sender : transfer.recipient,
    amount: formatQuantity(transfer.quantity.numeric, direction, unit, locale, fungible ? 3 : 0),
    direction,
    imageUrl: safeImageUrl(image),
    unit,
    moreTransfers: shown.length - 1,
    status,
  }
}
