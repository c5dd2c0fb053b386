import type { Address } from 'viem'
import type { SwapCall } from './SwapCall.ts'
import type { SwapQuote } from './SwapQuote.ts'
import type { SwapQuoteRequest } from './SwapQuoteRequest.ts'
import type { SwapToken } from './SwapToken.ts'

/**
 * Where the service's swaps come from: an exchange on the chain (`uniswapV2SwapProvider`) or a
 * hosted aggregator (`aggregatorSwapProvider`). Failures it means are `SwapError`s (their code is
 * the route's); anything else is the upstream failing (502).
 */
export interface SwapProvider {
  /** The EIP-155 chain ids it swaps on. */
  readonly chainIds: readonly number[]
  /** The tokens offered on a chain, the native currency first: `suggested` (a short list) and `popular` (all). Prices are not set here. */
  tokens(chainId: number): Promise<{ suggested: SwapToken[]; popular: SwapToken[] }>
  /** A priced swap with its transactions: the approval when the allowance is short, and the swap itself. Prices of `from`/`to` are not set here. */
  quote(request: SwapQuoteRequest): Promise<SwapQuote>
  /** How much of `token` `owner` lets `spender` (the provider's router or allowance holder) take. */
  allowance(chainId: number, token: Address, owner: Address, spender: Address): Promise<bigint>
  /** The ERC-20 `approve(spender, amount)` call on `token`. */
  approveTransaction(token: Address, spender: Address, amount: bigint): SwapCall
  /** The call that carries out a swap quoted for `request` within the quote's limits (`minimumReceived`, `maximumSold`, `validUntil`). */
  swapTransaction(request: SwapQuoteRequest, limits: Pick<SwapQuote, 'amountIn' | 'amountOut' | 'minimumReceived' | 'maximumSold' | 'route' | 'validUntil'>): Promise<SwapCall>
}
