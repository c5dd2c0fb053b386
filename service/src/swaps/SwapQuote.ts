import type { SwapCall } from './SwapCall.ts'
import type { SwapToken } from './SwapToken.ts'

/** A priced swap with the transactions that carry it out, as `/swap/quote` answers it. Amounts are base units, as decimal strings. */
export interface SwapQuote {
  /** CAIP-2. */
  chainId: string
  side: 'exactIn' | 'exactOut'
  from: SwapToken
  to: SwapToken
  amountIn: string
  amountOut: string
  /** exactIn: `amountOut` less the slippage; exactOut: `amountOut`. */
  minimumReceived: string
  /** exactOut: `amountIn` plus the slippage; exactIn: `amountIn`. */
  maximumSold: string
  /** Units of `to` for one unit of `from`, decimals applied. */
  price: number
  /** Percent, such as 0.07. */
  priceImpact: number
  /** Percent. */
  slippage: number
  /** Token addresses of the path (the wrapped native token for the native currency). */
  route: string[]
  /** Wei: the approval (when needed) and the swap, at the current gas price. */
  networkFee: string
  /** Unix ms; the swap's on-chain deadline is this in seconds. */
  validUntil: number
  /** Present when the swapper's allowance is below what the swap spends. */
  approval?: { token: string; spender: string; allowance: string; amount: string; transaction: SwapCall }
  transaction: SwapCall
}
