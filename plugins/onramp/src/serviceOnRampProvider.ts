import { toServiceError } from '@portico/kernel/extend'
import type { HttpClient } from '@portico/kernel/extend'
import { OnRampCheckout } from './OnRampCheckout.ts'
import { OnRampOrder } from './OnRampOrder.ts'
import type { OnRampProvider } from './OnRampProvider.ts'
import { OnRampProviderList } from './OnRampProviderList.ts'
import { OnRampQuote } from './OnRampQuote.ts'

/**
 * The project service's on-ramp (`/onramp/providers`, `/onramp/quote`, `/onramp/checkout`,
 * `/onramp/orders/{provider}/{id}`), each answer decoded at the edge; a failure carries the
 * service's code (UNSUPPORTED, INVALID_REQUEST, UPSTREAM_ERROR).
 */
export function serviceOnRampProvider(http: HttpClient): OnRampProvider {
  const failed = (error: unknown): never => {
    throw toServiceError(error)
  }
  const purchase = (request: Parameters<OnRampProvider['quote']>[0]) => ({
    provider: request.provider,
    chainId: request.chainId,
    asset: request.asset,
    fiat: request.fiatCurrency,
    amount: request.fiatAmount,
    paymentMethod: request.paymentMethod,
  })
  return {
    providers: (chainId) => http.get('onramp/providers', { codec: OnRampProviderList, params: { chainId } }).then((answer) => answer.providers, failed),
    quote: (request, signal) =>
      http.get('onramp/quote', { codec: OnRampQuote, params: purchase(request), retry: false, ...(signal ? { signal } : {}) }).catch(failed),
    checkout: (request) =>
      http
        .get('onramp/checkout', { codec: OnRampCheckout, params: { ...purchase(request), address: request.address, orderId: request.orderId, network: request.network } })
        .then((answer) => answer.url, failed),
    order: (provider, orderId) => http.get(`onramp/orders/${encodeURIComponent(provider)}/${encodeURIComponent(orderId)}`, { codec: OnRampOrder }).catch(failed),
  }
}
