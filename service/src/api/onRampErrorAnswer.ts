import { OnRampError } from '../onramp/OnRampError.ts'
import type { OnRampErrorCode } from '../onramp/OnRampError.ts'
import type { Answer } from './Answer.ts'

/** The `{ error, code }` answer of an on-ramp route: an `OnRampError`'s status and code, else a 502 UPSTREAM_ERROR (the provider failed). */
export function onRampErrorAnswer(error: unknown): Answer {
  if (error instanceof OnRampError) return { status: error.status, body: { error: error.message, code: error.code } }
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
  const code: OnRampErrorCode = 'UPSTREAM_ERROR'
  return { status: 502, body: { error: `The on-ramp provider failed: ${message}`, code } }
}
