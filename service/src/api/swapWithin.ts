import type { Answer } from './Answer.ts'
import { withTimeout } from './withTimeout.ts'

/** A swap route's answer, or a 502 `{ error, code: 'UPSTREAM_ERROR' }` when it takes longer than `timeoutMs`. */
export async function swapWithin(work: Promise<Answer>, timeoutMs: number, what: string): Promise<Answer> {
  const answer = await withTimeout(work, timeoutMs, what)
  if (answer.status !== 502 || typeof answer.body !== 'object' || answer.body === null || 'code' in answer.body) return answer
  return { ...answer, body: { ...answer.body, code: 'UPSTREAM_ERROR' } }
}
