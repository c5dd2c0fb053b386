import type { OnRampOrder } from './OnRampOrder.ts'
import type { OnRampProviderInfo } from './OnRampProviderInfo.ts'
import type { OnRampQuote } from './OnRampQuote.ts'
import type { OnRampCheckoutRequest, OnRampRequest } from './OnRampRequest.ts'

/** Where the on-ramp's providers, quotes, checkouts and orders come from (the project service by default). */
export interface OnRampProvider {
  /** The providers selling on a chain (CAIP-2). */
  providers(chainId: string): Promise<OnRampProviderInfo[]>
  quote(request: OnRampRequest, signal?: AbortSignal): Promise<OnRampQuote>
  /** The provider's checkout page URL for the purchase. */
  checkout(request: OnRampCheckoutRequest): Promise<string>
  order(provider: string, orderId: string): Promise<OnRampOrder>
}
