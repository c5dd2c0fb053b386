import * as t from 'io-ts'
import { decodeWith } from '../decodeWith.ts'
import type { OnRampConfig } from './OnRampConfig.ts'
import { OnRampError } from './OnRampError.ts'
import { OnRampOrder } from './OnRampOrder.ts'
import type { OnRampProvider } from './OnRampProvider.ts'
import { withDeadline } from '../withDeadline.ts'

type ProviderConfig = OnRampConfig['providers'][number]

/** The provider's own quote answer (the service adds which provider it is). */
const ProviderQuote = t.type(
  { chainId: t.string, asset: t.string, fiatCurrency: t.string, fiatAmount: t.string, feeAmount: t.string, paymentMethod: t.string, cryptoAmount: t.string, decimals: t.number },
  "a provider's quote",
)
const ProviderError = t.type({ error: t.string, code: t.string }, "a provider's error")

/**
 * An on-ramp provider over a hosted provider's HTTP API: `GET {url}/v1/quote?chainId&asset&fiat&fiatAmount&paymentMethod`
 * and `GET {url}/v1/orders/{id}` with the header `x-api-key: {secretKey}` (answers decoded; a bad
 * one is a 502), and the checkout page `{url}/v1/checkout?apiKey={publishableKey}&orderId&…` the
 * user pays on. A 4xx `{ error, code: 'UNSUPPORTED' }` is UNSUPPORTED, another 4xx INVALID_REQUEST;
 * an order the provider does not know is `pending` (not paid yet). The secret key stays on the
 * server. Tested against `onRampStandIn`.
 */
export function httpOnRampProvider(config: ProviderConfig, timeoutMs: number): OnRampProvider {
  const base = config.url.replace(/\/+$/, '')
  const read = async (path: string): Promise<{ status: number; body: unknown }> => {
    const { response, text } = await withDeadline(timeoutMs, async (signal) => {
      const response = await fetch(`${base}${path}`, { headers: { 'x-api-key': config.secretKey, accept: 'application/json' }, signal })
      return { response, text: await response.text() }
    })
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new Error(`${config.name} answered ${response.status} without JSON`)
    }
    return { status: response.status, body }
  }
  const refused = (status: number, body: unknown): OnRampError | Error => {
    const decoded = ProviderError.decode(body)
    if (status >= 500 || decoded._tag === 'Left') return new Error(`${config.name} answered ${status}`)
    return new OnRampError(decoded.right.code === 'UNSUPPORTED' ? 'UNSUPPORTED' : 'INVALID_REQUEST', decoded.right.error)
  }
  const namespaces = [...new Set(config.assets.map((asset) => asset.chainId.split(':')[0] ?? ''))]
  return {
    info: {
      id: config.id,
      name: config.name,
      logoUrl: config.logoUrl,
      feeRange: config.feeRange,
      namespaces,
      paymentMethods: config.paymentMethods,
      fiatCurrencies: config.fiatCurrencies,
      chains: [...new Set(config.assets.map((asset) => asset.chainId))],
      assets: config.assets,
    },
    senders: (config.senders ?? []).map((sender) => sender.toLowerCase()),
    async quote(request) {
      const query = new URLSearchParams({ chainId: request.chainId, asset: request.asset, fiat: request.fiatCurrency, fiatAmount: request.fiatAmount, paymentMethod: request.paymentMethod })
      const { status, body } = await read(`/v1/quote?${query}`)
      if (status !== 200) throw refused(status, body)
      return { provider: config.id, ...decodeWith(ProviderQuote, body, `${config.name}'s quote`) }
    },
    async checkoutUrl(request) {
      const query = new URLSearchParams({
        apiKey: config.publishableKey,
        orderId: request.orderId,
        chainId: request.chainId,
        asset: request.asset,
        fiat: request.fiatCurrency,
        fiatAmount: request.fiatAmount,
        paymentMethod: request.paymentMethod,
        address: request.address,
        network: request.network,
      })
      return `${base}/v1/checkout?${query}`
    },
    async order(orderId) {
      const { status, body } = await read(`/v1/orders/${encodeURIComponent(orderId)}`)
      if (status === 404) return { id: orderId, status: 'pending' }
      if (status !== 200) throw refused(status, body)
      return decodeWith(OnRampOrder, body, `${config.name}'s order`)
    },
  }
}
