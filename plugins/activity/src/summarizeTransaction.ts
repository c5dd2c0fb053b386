import { safeImageUrl } from '@portico/kernel/extend'
import { formatQuantity } from './formatQuantity.ts'
import type { Transaction } from './Transaction.ts'
import type { TransactionSummary } from './TransactionSummary.ts'

/**
 * A swap, seen as one: a token paid out and another received in the same transaction (a router's
 * swap lists both), shown as the token received with what was paid, rather than as a send.
 */
function swapOf(transfers: Transaction['transfers'], status: TransactionSummary['status'], locale: string, nativeImageUrl?: string): TransactionSummary | undefined {
  const sold = transfers.find((transfer) => transfer.direction === 'out' && transfer.fungible_info)
  const bought = transfers.find((transfer) => transfer.direction === 'in' && transfer.fungible_info)
  if (!sold?.fungible_info || !bought?.fungible_info || transfers.some((transfer) => transfer.nft_info)) return undefined
  const unit = bought.fungible_info.symbol
  return {
    kind: 'swap',
    counterpartyRole: 'to',
    counterparty: sold.recipient,
    amount: formatQuantity(bought.quantity.numeric, 'in', unit, locale),
    direction: 'in',
    imageUrl: safeImageUrl(bought.fungible_info.icon?.url ?? (bought.fungible_info.address === undefined ? nativeImageUrl : undefined)),
    unit,
    moreTransfers: 0,
    swap: { sold: sold.fungible_info.symbol, bought: unit, soldAmount: formatQuantity(sold.quantity.numeric, 'out', sold.fungible_info.symbol, locale) },
    status,
  }
}

/** What a listed transaction's row shows: a swap as one, else its first transfer that is not spam, in the active locale. */
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
  const swap = swapOf(shown, status, locale, nativeImageUrl)
  if (swap) return swap
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
