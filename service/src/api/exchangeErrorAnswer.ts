import { ExchangeError } from '../exchanges/ExchangeError.ts'
import type { ExchangeErrorCode } from '../exchanges/ExchangeError.ts'
import type { Answer } from './Answer.ts'

/** The `{ error, code }` answer of a pay route: an `ExchangeError`'s status and code, else a 502 UPSTREAM_ERROR (the exchange failed). */
export function exchangeErrorAnswer(error: unknown): Answer {
  if (error instanceof ExchangeError) return { status: error.status, body: { error: error.message, code: error.code } }
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
  const code: ExchangeErrorCode = 'UPSTREAM_ERROR'
  return { status: 502, body: { error: `The exchange failed: ${message}`, code } }
}
