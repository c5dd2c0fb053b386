import { ExchangeError } from '../exchanges/ExchangeError.ts'
import type { ExchangePayment } from '../exchanges/ExchangePayment.ts'
import type { ExchangeProvider } from '../exchanges/ExchangeProvider.ts'

function invalid(parameter: string, expected: string, value: string | null): ExchangeError {
  return new ExchangeError('INVALID_REQUEST', `${parameter}: expected ${expected}, got ${value === null ? 'nothing' : JSON.stringify(value)}`)
}

/**
 * The payment `/pay/exchanges/{id}/url` asks of `exchange`, checked: `network` a CAIP-2 id and
 * `asset` one it withdraws there (else UNSUPPORTED), `amount` a decimal above 0 with no more
 * decimals than the asset's, `recipient` an address of the network. An `ExchangeError`
 * INVALID_REQUEST naming the parameter otherwise.
 */
export function exchangePaymentOf(exchange: ExchangeProvider, query: URLSearchParams): ExchangePayment {
  const network = query.get('network')
  if (network === null || !/^[a-z0-9]{3,8}:[A-Za-z0-9]{1,32}$/.test(network)) throw invalid('network', 'a CAIP-2 id such as eip155:1', network)
  const asset = query.get('asset')
  if (asset === null || asset === '') throw invalid('asset', '"native" or a token address', asset)
  const supported = exchange.info.assets.find((candidate) => candidate.network === network && candidate.asset.toLowerCase() === asset.toLowerCase())
  if (!supported) throw new ExchangeError('UNSUPPORTED', `${exchange.info.name} does not withdraw ${asset} on ${network}`)
  const amount = query.get('amount')
  const amountPattern = new RegExp(`^[0-9]{1,18}(\\.[0-9]{1,${Math.max(supported.decimals, 1)}})?$`)
  if (amount === null || !amountPattern.test(amount) || !/[1-9]/.test(amount) || (supported.decimals === 0 && amount.includes('.'))) {
    throw invalid('amount', `an amount above 0 with at most ${supported.decimals} decimals`, amount)
  }
  const recipient = query.get('recipient')
  const isAddress = network.startsWith('eip155:') ? /^0x[0-9a-fA-F]{40}$/ : /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
  if (recipient === null || !isAddress.test(recipient)) throw invalid('recipient', `an address on ${network}`, recipient)
  return { network, asset: supported.asset, amount, recipient }
}
