import { currentAppKit } from '@portico/kernel/extend'

/** Whether a payment is under way: in the wallet, or sent and not yet confirmed (AppKit's `getIsPaymentInProgress`). */
export function getIsPaymentInProgress(): boolean {
  return currentAppKit()?.store.plugins.get('pay')?.isPaymentInProgress ?? false
}
