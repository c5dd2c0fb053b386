import * as t from 'io-ts'
import { PaymentAsset } from './PaymentAsset.ts'

/**
 * A payment sent and not yet confirmed, as kept in storage so a page reload tracks it again (and
 * never sends it twice): its hash, network, asset, recipient and amount.
 */
export const PendingPayment = t.type({
  hash: t.string,
  paymentAsset: PaymentAsset,
  recipient: t.string,
  amount: t.number,
})
/** A payment sent and not yet confirmed. */
export type PendingPayment = t.TypeOf<typeof PendingPayment>
