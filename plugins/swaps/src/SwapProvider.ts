import type { SwapQuote } from './SwapQuote.ts'
import type { SwapQuoteRequest } from './SwapQuoteRequest.ts'
import type { SwapTokenLists } from './SwapTokenLists.ts'

/**
 * Where the swaps plugin gets chains, tokens and quotes (with the approve and swap transactions):
 * the project service by default (`serviceSwapProvider`), or a host's own. A failure is a
 * BaseError whose `code` is the service's (NO_ROUTE, INSUFFICIENT_LIQUIDITY, UNSUPPORTED_CHAIN).
 */
export interface SwapProvider {
  /** The CAIP-2 chains it can swap on. */
  chains(): Promise<string[]>
  /** The tokens offered on a CAIP-2 chain. */
  tokens(chainId: string): Promise<SwapTokenLists>
  /** A quote for the request; aborted through `signal` when the inputs changed. */
  quote(request: SwapQuoteRequest, signal?: AbortSignal): Promise<SwapQuote>
}
