import type { PaymentOptions } from './PaymentOptions.ts'

/** What the PAY_* events carry of a payment: its network, asset, recipient and amount. */
export function payEventProperties(options: PaymentOptions | undefined): { network: string; asset: string; recipient: string; amount: number } {
  return { network: options?.paymentAsset.network ?? '', asset: options?.paymentAsset.asset ?? '', recipient: options?.recipient ?? '', amount: options?.amount ?? 0 }
}
