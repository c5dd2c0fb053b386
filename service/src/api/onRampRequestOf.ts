import { OnRampError } from '../onramp/OnRampError.ts'
import type { OnRampProvider } from '../onramp/OnRampProvider.ts'
import type { OnRampRequest } from '../onramp/OnRampRequest.ts'

function invalid(parameter: string, expected: string, value: string | null): OnRampError {
  return new OnRampError('INVALID_REQUEST', `${parameter}: expected ${expected}, got ${value === null ? 'nothing' : JSON.stringify(value)}`)
}

/**
 * The purchase `/onramp/quote` and `/onramp/checkout` ask of `provider`, checked: `chainId` and
 * `asset` one it sells (else UNSUPPORTED), `fiat` one of its currencies, `amount` a decimal with at
 * most 2 decimals above 0, `paymentMethod` one of its methods (default card). An `OnRampError`
 * INVALID_REQUEST naming the parameter otherwise.
 */
export function onRampRequestOf(provider: OnRampProvider, query: URLSearchParams): OnRampRequest {
  const chainId = query.get('chainId')
  if (chainId === null || !/^[a-z0-9]{3,8}:[A-Za-z0-9]{1,32}$/.test(chainId)) throw invalid('chainId', 'a CAIP-2 id such as eip155:1', chainId)
  const asset = query.get('asset')
  if (asset === null || asset === '') throw invalid('asset', 'a symbol such as ETH', asset)
  if (!provider.info.assets.some((candidate) => candidate.chainId === chainId && candidate.symbol === asset)) {
    throw new OnRampError('UNSUPPORTED', `${provider.info.name} does not sell ${asset} on ${chainId}`)
  }
  const fiat = query.get('fiat')
  if (fiat === null || !provider.info.fiatCurrencies.includes(fiat)) throw invalid('fiat', `one of ${provider.info.fiatCurrencies.join(', ')}`, fiat)
  const amount = query.get('amount')
  if (amount === null || !/^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(amount) || Number(amount) <= 0) throw invalid('amount', 'a fiat amount above 0 with at most 2 decimals', amount)
  const paymentMethod = query.get('paymentMethod') ?? 'card'
  if (!provider.info.paymentMethods.includes(paymentMethod)) throw invalid('paymentMethod', `one of ${provider.info.paymentMethods.join(', ')}`, paymentMethod)
  return { chainId, asset, fiatCurrency: fiat, fiatAmount: amount, paymentMethod }
}
