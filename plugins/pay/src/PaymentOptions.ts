import * as t from 'io-ts'
import { PaymentAsset } from './PaymentAsset.ts'

function isAmount(input: unknown): input is number {
  return typeof input === 'number' && Number.isFinite(input) && input > 0
}

const Amount = new t.Type<number, number, unknown>('a positive number', isAmount, (input, context) => (isAmount(input) ? t.success(input) : t.failure(input, context)), (value) => value)

/**
 * A payment as the host asks for it (AppKit's `PaymentOptions`): the asset, the recipient's
 * address and the amount in the asset's unit (`5` for 5 USDC). AppKit's exchange options
 * (`openInNewTab`, `redirectUrl`, `payWithExchange`) are accepted and have no effect yet.
 */
export const PaymentOptions = t.intersection([
  t.type({ paymentAsset: PaymentAsset, recipient: t.string, amount: Amount }),
  t.partial({ openInNewTab: t.boolean, redirectUrl: t.type({ success: t.string, failure: t.string }), payWithExchange: t.unknown }),
])
/** A payment as the host asks for it. */
export type PaymentOptions = t.TypeOf<typeof PaymentOptions>
