import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'
import { serviceErrorAnswer } from './serviceErrorAnswer.ts'
import { exchangePaymentOf } from './exchangePaymentOf.ts'
import { exchangeProviderOf } from './exchangeProviderOf.ts'

/** `GET /pay/exchanges/{id}/url?network&asset&amount&recipient` → `{ url, sessionId }` (AppKit's `getPayUrl`): the exchange's page for the payment; errors `{ error, code }`. */
export async function payUrlAnswer(context: Pick<ServiceContext, 'exchanges'>, exchangeId: string, query: URLSearchParams): Promise<Answer> {
  try {
    const exchange = exchangeProviderOf(context, exchangeId)
    return { status: 200, body: await exchange.payUrl(exchangePaymentOf(exchange, query)) }
  } catch (error) {
    return serviceErrorAnswer(error, 'The exchange failed')
  }
}
