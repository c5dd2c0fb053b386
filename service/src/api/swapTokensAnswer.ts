import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'
import { serviceErrorAnswer } from './serviceErrorAnswer.ts'
import { swapPricedTokens } from './swapPricedTokens.ts'
import { swapProviderOf } from './swapProviderOf.ts'

/**
 * `GET /swap/tokens?chainId=eip155:N` → `{ suggested, popular }` (`SwapToken`s, the native currency
 * first, priced when known); 404 UNSUPPORTED_CHAIN for a chain without swaps, 400 INVALID_REQUEST
 * for a malformed chain id, 502 when the chain cannot be read.
 */
export async function swapTokensAnswer(context: Pick<ServiceContext, 'swaps' | 'prices'>, query: URLSearchParams): Promise<Answer> {
  try {
    const { provider, chainId } = swapProviderOf(context, query.get('chainId'))
    const lists = await provider.tokens(chainId)
    const [suggested, popular] = await Promise.all([swapPricedTokens(context.prices, lists.suggested), swapPricedTokens(context.prices, lists.popular)])
    return { status: 200, body: { suggested, popular } }
  } catch (error) {
    return serviceErrorAnswer(error, 'The swap could not be quoted')
  }
}
