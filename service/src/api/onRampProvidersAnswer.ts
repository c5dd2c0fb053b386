import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'

/** `GET /onramp/providers?chainId` → `{ providers }`: each provider's name, logo, fee range, namespaces, payment methods, currencies, chains and assets; with `chainId` only those that sell on it. */
export function onRampProvidersAnswer(context: Pick<ServiceContext, 'onRamp'>, query: URLSearchParams): Answer {
  const chainId = query.get('chainId')
  const providers = (context.onRamp ?? []).map((provider) => provider.info).filter((info) => chainId === null || info.chains.includes(chainId))
  return { status: 200, body: { providers } }
}
