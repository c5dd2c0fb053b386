import type { Answer } from './Answer.ts'
import { payExchangesAnswer } from './payExchangesAnswer.ts'
import { payStatusAnswer } from './payStatusAnswer.ts'
import { payUrlAnswer } from './payUrlAnswer.ts'
import type { Routes } from './Routes.ts'
import { swapWithin } from './swapWithin.ts'

/**
 * Answers the pay routes (the path after `pay/`): `exchanges`, `exchanges/{id}/url`,
 * `exchanges/{id}/status`; undefined for another path. An exchange that does not answer within
 * `routes.timeoutMs` is a 502 UPSTREAM_ERROR.
 */
export function payRoute(routes: Routes, parts: readonly string[], query: URLSearchParams): Promise<Answer> | undefined {
  const { context, timeoutMs } = routes
  const [second, third, fourth] = parts
  if (second !== 'exchanges') return undefined
  if (parts.length === 1) return Promise.resolve(payExchangesAnswer(context, query))
  if (parts.length === 3 && third !== undefined && fourth === 'url') return swapWithin(payUrlAnswer(context, third, query), timeoutMs, `The exchange ${third}`)
  if (parts.length === 3 && third !== undefined && fourth === 'status') return swapWithin(payStatusAnswer(context, third, query), timeoutMs, `The exchange ${third}`)
  return undefined
}
