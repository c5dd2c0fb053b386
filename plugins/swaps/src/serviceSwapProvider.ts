import { toServiceError } from '@portico/kernel/extend'
import type { HttpClient } from '@portico/kernel/extend'
import { SwapChains } from './SwapChains.ts'
import type { SwapProvider } from './SwapProvider.ts'
import { SwapQuote } from './SwapQuote.ts'
import { SwapTokenLists } from './SwapTokenLists.ts'

/**
 * The project service's swaps (`/swap/chains`, `/swap/tokens`, `/swap/quote`), decoded at the
 * edge; a failure carries the service's code (NO_ROUTE, INSUFFICIENT_LIQUIDITY, UNSUPPORTED_CHAIN).
 */
export function serviceSwapProvider(http: HttpClient): SwapProvider {
  const failed = (error: unknown): never => {
    throw toServiceError(error)
  }
  return {
    chains: () => http.get('swap/chains', { codec: SwapChains }).then((answer) => answer.chains, failed),
    tokens: (chainId) => http.get('swap/tokens', { codec: SwapTokenLists, params: { chainId } }).catch(failed),
    quote: (request, signal) =>
      http
        .get('swap/quote', {
          codec: SwapQuote,
          params: {
            chainId: request.chainId,
            from: request.from,
            to: request.to,
            amount: request.amount.toString(),
            side: request.side,
            slippage: request.slippage,
            account: request.account,
          },
          // A quote asked again after a failure would be stale: the store asks anew as inputs change.
          retry: false,
          ...(signal ? { signal } : {}),
        })
        .catch(failed),
  }
}
