import { OnRampError } from '../onramp/OnRampError.ts'
import type { OnRampProvider } from '../onramp/OnRampProvider.ts'
import type { ServiceContext } from '../ServiceContext.ts'

/** The on-ramp provider of an id; a `OnRampError` INVALID_REQUEST without one, UNKNOWN_PROVIDER for an id not configured. */
export function onRampProviderOf(context: Pick<ServiceContext, 'onRamp'>, id: string | null | undefined): OnRampProvider {
  if (!id) throw new OnRampError('INVALID_REQUEST', 'provider: expected a provider id, got nothing')
  const provider = (context.onRamp ?? []).find((candidate) => candidate.info.id === id)
  if (!provider) throw new OnRampError('UNKNOWN_PROVIDER', `No on-ramp provider ${JSON.stringify(id)}`)
  return provider
}
