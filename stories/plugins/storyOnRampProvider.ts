import type { OnRampOrderStatus, OnRampProvider, OnRampProviderInfo } from '@portico/plugin-onramp'

/** How the story's on-ramp answers: its providers (listed, never, failing, none for the network), its quotes, its checkout, and the order's status. */
export interface StoryOnRampBehaviour {
  providers?: 'fixed' | 'pending' | 'error' | 'none'
  quotes?: 'fixed' | 'pending'
  checkout?: 'ok' | 'error'
  /** The status every order reads; default pending. */
  order?: OnRampOrderStatus
}

const logo = (colour: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${colour}"/></svg>`)}`

/** SPEC §9's two providers as the stories show them: 1-2 % on eip155, and 1-2 % on eip155 and solana. */
export const storyOnRampProviders: OnRampProviderInfo[] = [
  {
    id: 'harbor',
    name: 'Harbor Ramp',
    logoUrl: logo('#1f6feb'),
    feeRange: { min: 1, max: 2 },
    namespaces: ['eip155'],
    paymentMethods: ['card', 'bank'],
    fiatCurrencies: ['USD', 'EUR'],
    chains: ['eip155:1'],
    assets: [{ chainId: 'eip155:1', symbol: 'ETH', name: 'Ether', decimals: 18 }],
  },
  {
    id: 'meridian',
    name: 'Meridian Ramp',
    logoUrl: logo('#8250df'),
    feeRange: { min: 1, max: 2 },
    namespaces: ['eip155', 'solana'],
    paymentMethods: ['card', 'bank'],
    fiatCurrencies: ['USD', 'EUR'],
    chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    assets: [{ chainId: 'eip155:1', symbol: 'ETH', name: 'Ether', decimals: 18 }],
  },
]

const feeBps: Record<string, number> = { harbor: 200, meridian: 150 }
const never = () => new Promise<never>(() => undefined)

/** A deterministic on-ramp for stories: ETH at 3000 USD, each provider's card fee on top (2 %, 1.5 %), orders as told. */
export function storyOnRampProvider(behaviour: StoryOnRampBehaviour = {}): OnRampProvider {
  return {
    providers: (chainId) => {
      if (behaviour.providers === 'pending') return never()
      if (behaviour.providers === 'error') return Promise.reject(new Error('The service did not answer'))
      if (behaviour.providers === 'none') return Promise.resolve([])
      return Promise.resolve(storyOnRampProviders.filter((info) => info.chains.includes(chainId)))
    },
    quote: (request) => {
      if (behaviour.quotes === 'pending') return never()
      const cents = BigInt(Math.round(Number(request.fiatAmount) * 100))
      const base = (cents * 10_000n) / BigInt(10_000 + (feeBps[request.provider] ?? 100))
      const fee = cents - base
      return Promise.resolve({
        provider: request.provider,
        chainId: request.chainId,
        asset: request.asset,
        fiatCurrency: request.fiatCurrency,
        fiatAmount: `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`,
        feeAmount: `${fee / 100n}.${String(fee % 100n).padStart(2, '0')}`,
        paymentMethod: request.paymentMethod,
        cryptoAmount: String((base * 10n ** 18n) / 300_000n),
        decimals: 18,
      })
    },
    checkout: (request) =>
      behaviour.checkout === 'error' ? Promise.reject(new Error('No checkout')) : Promise.resolve(`https://checkout.invalid/${request.provider}?orderId=${request.orderId}`),
    order: (_provider, orderId) => {
      const status = behaviour.order ?? 'pending'
      return Promise.resolve({
        id: orderId,
        status,
        ...(status === 'completed' ? { transactionHash: `0x${'ab'.repeat(32)}` } : {}),
        ...(status === 'failed' ? { failureReason: 'Your card was declined.' } : {}),
      })
    },
  }
}
