import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'
import { serviceErrorAnswer } from './serviceErrorAnswer.ts'
import { onRampProviderOf } from './onRampProviderOf.ts'
import { onRampRequestOf } from './onRampRequestOf.ts'

/** `GET /onramp/quote?provider&chainId&asset&fiat&amount&paymentMethod` → the provider's `OnRampQuote`; errors `{ error, code }`. */
export async function onRampQuoteAnswer(context: Pick<ServiceContext, 'onRamp'>, query: URLSearchParams): Promise<Answer> {
  try {
    const provider = onRampProviderOf(context, query.get('provider'))
    return { status: 200, body: await provider.quote(onRampRequestOf(provider, query)) }
  } catch (error) {
    return serviceErrorAnswer(error, 'The on-ramp provider failed')
  }
}
