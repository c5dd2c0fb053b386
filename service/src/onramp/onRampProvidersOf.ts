import { httpOnRampProvider } from './httpOnRampProvider.ts'
import type { OnRampConfig } from './OnRampConfig.ts'
import type { OnRampProvider } from './OnRampProvider.ts'

/** The on-ramp providers of the config's `onramp` (none without it). Throws when two share an id. */
export function onRampProvidersOf(onramp: OnRampConfig | undefined, timeoutMs: number): OnRampProvider[] {
  const providers = onramp?.providers ?? []
  const ids = providers.map((provider) => provider.id)
  for (const id of ids) {
    if (ids.indexOf(id) !== ids.lastIndexOf(id)) throw new Error(`The service config is not valid:\n  - onramp: the provider ${id} is given twice`)
  }
  return providers.map((provider) => httpOnRampProvider(provider, timeoutMs))
}
