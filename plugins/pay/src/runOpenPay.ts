import { payStoreOf } from './payStoreOf.ts'
import type { PaymentOptions } from './PaymentOptions.ts'

/**
 * `openPay()`'s work, loaded when it is called: opens the modal on Pay for a payment (AppKit's `openPay`); resolves once it shows. Rejects with
 * a PayError naming the wrong field of `options`, or while another payment is under way.
 */
export async function runOpenPay(options: PaymentOptions): Promise<void> {
  const { appKit, store } = await payStoreOf()
  store.begin(options)
  await appKit.open({ view: 'Pay' })
}
