import type { Answer } from './Answer.ts'
import { onRampCheckoutAnswer } from './onRampCheckoutAnswer.ts'
import { onRampOrderAnswer } from './onRampOrderAnswer.ts'
import { onRampProvidersAnswer } from './onRampProvidersAnswer.ts'
import { onRampQuoteAnswer } from './onRampQuoteAnswer.ts'
import type { Routes } from './Routes.ts'
import { swapWithin } from './swapWithin.ts'

/**
 * Answers the on-ramp routes (the path after `onramp/`): `providers`, `quote`, `checkout`,
 * `orders/{provider}/{orderId}`; undefined for another path. A provider that does not answer
 * within `routes.timeoutMs` is a 502 UPSTREAM_ERROR.
 */
export function onRampRoute(routes: Routes, parts: readonly string[], query: URLSearchParams): Promise<Answer> | undefined {
  const { context, timeoutMs } = routes
  const [second, third, fourth] = parts
  if (parts.length === 1 && second === 'providers') return Promise.resolve(onRampProvidersAnswer(context, query))
  if (parts.length === 1 && second === 'checkout') return swapWithin(onRampCheckoutAnswer(context, query), timeoutMs, `The on-ramp provider ${query.get('provider') ?? ''}`)
  if (parts.length === 1 && second === 'quote') return swapWithin(onRampQuoteAnswer(context, query), timeoutMs, `The on-ramp provider ${query.get('provider') ?? ''}`)
  if (parts.length === 3 && second === 'orders' && third !== undefined && fourth !== undefined) {
    return swapWithin(onRampOrderAnswer(context, third, fourth), timeoutMs, `The on-ramp provider ${third}`)
  }
  return undefined
}
