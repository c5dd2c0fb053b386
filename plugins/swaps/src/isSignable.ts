import type { SwapQuote } from './SwapQuote.ts'

/** How long a quote must still hold to be signed: the wallet's prompt and the block take their time (ms). */
const signingMargin = 3_000

/** Whether a quote may be signed now: valid for a while yet (a quote past `validUntil` is never signed). */
export function isSignable(quote: SwapQuote, now = Date.now()): boolean {
  return quote.validUntil - now > signingMargin
}
