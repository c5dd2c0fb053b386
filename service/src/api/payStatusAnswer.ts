import { ExchangeError } from '../exchanges/ExchangeError.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'
import { serviceErrorAnswer } from './serviceErrorAnswer.ts'
import { exchangeProviderOf } from './exchangeProviderOf.ts'

/** `GET /pay/exchanges/{id}/status?sessionId` → `{ status, txHash? }` (AppKit's `getExchangeBuyStatus`); errors `{ error, code }`. */
export async function payStatusAnswer(context: Pick<ServiceContext, 'exchanges'>, exchangeId: string, query: URLSearchParams): Promise<Answer> {
  try {
    const exchange = exchangeProviderOf(context, exchangeId)
    const sessionId = query.get('sessionId') ?? ''
    if (!/^[A-Za-z0-9_-]{8,128}$/.test(sessionId)) throw new ExchangeError('INVALID_REQUEST', `sessionId: expected 8 to 128 letters, digits, dashes or underscores, got ${JSON.stringify(sessionId)}`)
    return { status: 200, body: await exchange.status(sessionId) }
  } catch (error) {
    return serviceErrorAnswer(error, 'The exchange failed')
  }
}
