import * as t from 'io-ts'
import { PaymentAsset } from './PaymentAsset.ts'

/**
 * A payment opened at an exchange and not yet sent by it, as kept in storage so a page reload
 * follows it again (and never opens a second one): the exchange, its session, and the payment.
 */
export const PendingExchangePayment = t.type({
  exchangeId: t.string,
  exchangeName: t.string,
  sessionId: t.string,
  url: t.string,
  paymentAsset: PaymentAsset,
  recipient: t.string,
  amount: t.number,
})
/** A payment opened at an exchange and not yet sent by it. */
export type PendingExchangePayment = t.TypeOf<typeof PendingExchangePayment>
