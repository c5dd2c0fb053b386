import type { OnRampOrder } from './OnRampOrder.ts'
import type { OnRampQuote } from './OnRampQuote.ts'
import type { OnRampCheckoutRequest, OnRampRequest } from './OnRampRequest.ts'
import type { OnRampProviderInfo } from './OnRampProviderInfo.ts'

/**
 * An on-ramp provider the service offers (`httpOnRampProvider` over a hosted provider's API).
 * Failures it means are `OnRampError`s; anything else is the provider failing (502).
 */
export interface OnRampProvider {
  readonly info: OnRampProviderInfo
  /** The EVM addresses it delivers purchases from, lower-case (`/transactions?onramp=`); none when not configured. */
  readonly senders?: readonly string[]
  /** What the purchase costs and delivers. */
  quote(request: OnRampRequest): Promise<OnRampQuote>
  /** The provider's checkout page for the purchase, where the user pays. */
  checkoutUrl(request: OnRampCheckoutRequest): Promise<string>
  /** The order's status; `pending` while the provider has no order of that id (not paid yet). */
  order(orderId: string): Promise<OnRampOrder>
}
