import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'
import { serviceErrorAnswer } from './serviceErrorAnswer.ts'
import { swapPricedTokens } from './swapPricedTokens.ts'
import { swapProviderOf } from './swapProviderOf.ts'
import { swapQuoteRequestOf } from './swapQuoteRequestOf.ts'

/**
 * `GET /swap/quote?chainId&from&to&amount&side&slippage&account` → a `SwapQuote` (its tokens priced
 * when known); errors `{ error, code }`: 400 INVALID_REQUEST (naming the parameter), 404
 * UNSUPPORTED_CHAIN, 422 NO_ROUTE or INSUFFICIENT_LIQUIDITY, 502 UPSTREAM_ERROR when the chain or
 * the aggregator fails.
 */
export async function swapQuoteAnswer(context: Pick<ServiceContext, 'swaps' | 'prices'>, query: URLSearchParams): Promise<Answer> {
  try {
    const { provider, chainId } = swapProviderOf(context, query.get('chainId'))
    const quote = await provider.quote(swapQuoteRequestOf(chainId, query))
    const [from, to] = await swapPricedTokens(context.prices, [quote.from, quote.to])
    return { status: 200, body: { ...quote, from: from ?? quote.from, to: to ?? quote.to } }
  } catch (error) {
    return serviceErrorAnswer(error, 'The swap could not be quoted')
  }
}
