import { getAddress, isAddress } from 'viem'
import type { Address } from 'viem'
import { nativeTokenAddress } from '../swaps/nativeTokenAddress.ts'
import { SwapError } from '../swaps/SwapError.ts'
import type { SwapQuoteRequest } from '../swaps/SwapQuoteRequest.ts'

const maxAmount = 2n ** 256n - 1n

function invalid(parameter: string, expected: string, value: string | null): SwapError {
  return new SwapError('INVALID_REQUEST', `${parameter}: expected ${expected}, got ${value === null ? 'nothing' : JSON.stringify(value)}`)
}

function addressOf(query: URLSearchParams, parameter: string, what: string): Address {
  const value = query.get(parameter)
  if (value === null || !isAddress(value, { strict: false })) throw invalid(parameter, what, value)
  return value.toLowerCase() === nativeTokenAddress.toLowerCase() ? nativeTokenAddress : getAddress(value)
}

/**
 * `/swap/quote`'s parameters, checked, for the chain `chainId`: `from`, `to` (token addresses or
 * `nativeTokenAddress`, any case), `amount` (base units, a whole number above 0), `side` (`exactIn`,
 * the default, or `exactOut`), `slippage` (percent, 0 < s ≤ 50, default 1), `account`. A `SwapError`
 * INVALID_REQUEST naming the parameter otherwise.
 */
export function swapQuoteRequestOf(chainId: number, query: URLSearchParams): SwapQuoteRequest {
  const from = addressOf(query, 'from', 'a token address or the native address 0xEeee…EEeE')
  const to = addressOf(query, 'to', 'a token address or the native address 0xEeee…EEeE')
  if (from === to) throw invalid('to', 'another token than from', query.get('to'))
  const amountText = query.get('amount')
  const amount = amountText !== null && /^[0-9]{1,78}$/.test(amountText) ? BigInt(amountText) : undefined
  if (amount === undefined || amount === 0n || amount > maxAmount) throw invalid('amount', 'base units, a whole number above 0', amountText)
  const side = query.get('side') ?? 'exactIn'
  if (side !== 'exactIn' && side !== 'exactOut') throw invalid('side', 'exactIn or exactOut', side)
  const slippageText = query.get('slippage')
  const slippage = slippageText === null ? 1 : /^[0-9]+(\.[0-9]+)?$/.test(slippageText) ? Number(slippageText) : Number.NaN
  if (!(slippage > 0 && slippage <= 50)) throw invalid('slippage', 'a percent above 0 and at most 50', slippageText)
  const account = addressOf(query, 'account', "the swapper's address")
  if (account === nativeTokenAddress) throw invalid('account', "the swapper's address", query.get('account'))
  return { chainId, from, to, amount, side, slippage, account }
}
