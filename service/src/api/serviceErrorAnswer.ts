import { ServiceError } from './ServiceError.ts'
import type { Answer } from './Answer.ts'

/**
 * The `{ error, code }` answer of a failed route: a ServiceError's status, code and text, else a
 * 502 UPSTREAM_ERROR whose text is `failed` and the first line of what went wrong (a provider, an
 * exchange or the chain failed).
 */
export function serviceErrorAnswer(error: unknown, failed: string): Answer {
  if (error instanceof ServiceError) return { status: error.status, body: { error: error.message, code: error.code } }
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
  return { status: 502, body: { error: `${failed}: ${message}`, code: 'UPSTREAM_ERROR' } }
}
