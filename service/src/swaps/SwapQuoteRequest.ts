import type { Address } from 'viem'

/** What a quote is asked for (`/swap/quote`'s parameters, checked). */
export interface SwapQuoteRequest {
  chainId: number
  /** Checksummed token addresses, or `nativeTokenAddress`. */
  from: Address
  to: Address
  /** Base units of `from` (exactIn) or of `to` (exactOut); above 0. */
  amount: bigint
  side: 'exactIn' | 'exactOut'
  /** Percent, 0 < slippage ≤ 50. */
  slippage: number
  /** The swapper: its allowance is read, the swap pays to it. */
  account: Address
}
