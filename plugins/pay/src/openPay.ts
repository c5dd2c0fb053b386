import type { PaymentOptions } from './PaymentOptions.ts'

/**
 * Opens the modal on Pay for a payment (AppKit's `openPay`); resolves once it shows. Rejects with
 * a PayError naming the wrong field of `options`, or while another payment is under way.
 */
export async function openPay(options: PaymentOptions): Promise<void> {
  const { runOpenPay } = await import('./runOpenPay.ts')
  return runOpenPay(options)
}
