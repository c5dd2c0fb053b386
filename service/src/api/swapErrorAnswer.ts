import { SwapError } from '../swaps/SwapError.ts'
import type { SwapErrorCode } from '../swaps/SwapError.ts'
import type { Answer } from './Answer.ts'

/** The `{ error, code }` answer of a swap route: a `SwapError`'s status and code, else a 502 UPSTREAM_ERROR (the chain or the aggregator failed). */
export function swapErrorAnswer(error: unknown): Answer {
  if (error instanceof SwapError) return { status: error.status, body: { error: error.message, code: error.code } }
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
  const code: SwapErrorCode = 'UPSTREAM_ERROR'
  return { status: 502, body: { error: `The swap could not be quoted: ${message}`, code } }
}
