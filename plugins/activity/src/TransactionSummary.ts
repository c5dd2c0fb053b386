/** What one row of the activity list shows, in display terms (messages still to translate). */
export interface TransactionSummary {
  /** The row's icon and title: the operation, or `self` for a transfer to oneself, `swap` for a token paid for another, `sending` while pending. */
  kind: 'send' | 'receive' | 'mint' | 'burn' | 'execute' | 'self' | 'swap' | 'sending'
  /** Whether the counterparty is the receiver (`to`) or the sender (`from`). */
  counterpartyRole: 'to' | 'from'
  counterparty: string
  /** The amount with its sign and 3 decimals and the unit, such as `-0.500 ETH`; undefined without a transfer. */
  amount: string | undefined
  /** The transfer's direction, for the amount's colour. */
  direction: 'in' | 'out' | 'self' | undefined
  /** The token's or NFT's image when it passes the safe-image check. */
  imageUrl: string | undefined
  /** The unit shown when there is no image (a symbol or a collection's name). */
  unit: string | undefined
  /** How many transfers besides the one shown (none for a swap: both sides are shown). */
  moreTransfers: number
  /** A swap's tokens (`ETH` → `PTT`) and the amount paid, such as `-0.010 ETH`; the amount above is the one received. */
  swap?: { sold: string; bought: string; soldAmount: string }
  status: 'confirmed' | 'failed' | 'pending'
}
