import { payStoreOf } from './payStoreOf.ts'
import type { PaymentOptions } from './PaymentOptions.ts'
import type { PaymentResult } from './PaymentResult.ts'

/** How long `pay()` waits for a payment by default (AppKit's 5 minutes). */
const defaultTimeout = 300_000

/**
 * `pay()`'s work, loaded when it is called: opens Pay for a payment and resolves how it ended (AppKit's `pay`): `{ success: true, result }`
 * with the transaction's hash once it is confirmed on chain, else `{ success: false, error }`
 * (declined in the wallet, closed unpaid, failed, or `timeoutMs` passed). Rejects with a PayError
 * for wrong options (naming the field) or while another payment is under way.
 */
export async function runPay(options: PaymentOptions, timeoutMs = defaultTimeout): Promise<PaymentResult> {
  const { appKit, store } = await payStoreOf()
  store.begin(options)
  const settled = store.whenSettled()
  await appKit.open({ view: 'Pay' })
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<PaymentResult>((resolve) => {
    timer = setTimeout(() => resolve({ success: false, error: 'Payment timeout' }), timeoutMs)
  })
  try {
    return await Promise.race([settled, timedOut])
  } finally {
    clearTimeout(timer)
  }
}
