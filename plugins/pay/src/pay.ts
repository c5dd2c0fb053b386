import type { PaymentOptions } from './PaymentOptions.ts'
import type { PaymentResult } from './PaymentResult.ts'

/**
 * Opens Pay for a payment and resolves how it ended (AppKit's `pay`): `{ success: true, result }`
 * with the transaction's hash once it is confirmed on chain, else `{ success: false, error }`
 * (declined in the wallet, closed unpaid, failed, or `timeoutMs`, 5 minutes by default, passed).
 * Rejects with a PayError for wrong options (naming the field) or while another payment is under way.
 */
export async function pay(options: PaymentOptions, timeoutMs?: number): Promise<PaymentResult> {
  const { runPay } = await import('./runPay.ts')
  return runPay(options, timeoutMs)
}
