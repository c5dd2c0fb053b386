import { SwapPriceChangedError, SwapQuoteExpiredError } from './errors.ts'
import { isSignable } from './isSignable.ts'
import type { SwapProvider } from './SwapProvider.ts'
import type { SwapQuote } from './SwapQuote.ts'
import type { SwapQuoteRequest } from './SwapQuoteRequest.ts'

/** Tries for a quote that holds long enough to be signed. */
const attempts = 3

/**
 * A fresh quote right before signing, valid long enough (an expired one is asked again), and
 * within the reviewed quote's bounds: fewer bought than its minimum received, or more sold than
 * its maximum sold, is SWAP_PRICE_CHANGED.
 */
export async function freshQuote(provider: SwapProvider, request: SwapQuoteRequest, reviewed: SwapQuote): Promise<SwapQuote> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const quote = await provider.quote(request)
    if (!isSignable(quote)) continue
    const moved = reviewed.side === 'exactIn' ? BigInt(quote.amountOut) < BigInt(reviewed.minimumReceived) : BigInt(quote.amountIn) > BigInt(reviewed.maximumSold)
    if (moved) throw new SwapPriceChangedError('quote')
    return quote
  }
  throw new SwapQuoteExpiredError()
}
