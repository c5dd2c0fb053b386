import { nativeTokenAddress } from './nativeTokenAddress.ts'
import type { SwapQuote } from './SwapQuote.ts'
import type { SwapToken } from './SwapToken.ts'

/** What keeps a swap from its review; each is the action button's text. */
export type SwapBlock = 'selectToken' | 'enterAmount' | 'insufficientBalance' | 'quoting' | 'noRoute' | 'insufficientLiquidity' | 'quoteFailed'

/** The parts of the swap form the block is read from. */
export interface SwapBlockInputs {
  fromToken: SwapToken | undefined
  toToken: SwapToken | undefined
  side: 'exactIn' | 'exactOut'
  typedAmount: bigint | undefined
  fromBalanceUnits: bigint
  quoting: boolean
  phase: string
  quoteError: string | undefined
  quote: SwapQuote | undefined
}

/**
 * What keeps the swap from its review, first problem first: a token to select, an amount to
 * enter, more than the balance (the most the quote may sell, and its network fee when the native
 * currency is sold), a quote awaited, no route, too little liquidity, no quote.
 */
export function swapBlockOf(inputs: SwapBlockInputs): SwapBlock | undefined {
  const { fromToken, toToken, typedAmount, fromBalanceUnits: balance, quote } = inputs
  if (!fromToken || !toToken) return 'selectToken'
  if (typedAmount === undefined || typedAmount === 0n) return 'enterAmount'
  if (inputs.side === 'exactIn' && typedAmount > balance) return 'insufficientBalance'
  if (inputs.quoting || inputs.phase === 'confirming') return 'quoting'
  if (inputs.quoteError === 'NO_ROUTE') return 'noRoute'
  if (inputs.quoteError === 'INSUFFICIENT_LIQUIDITY') return 'insufficientLiquidity'
  if (!quote) return 'quoteFailed'
  const native = fromToken.address.toLowerCase() === nativeTokenAddress.toLowerCase()
  const spent = BigInt(quote.maximumSold) + (native ? BigInt(quote.networkFee) : 0n)
  return spent > balance ? 'insufficientBalance' : undefined
}
