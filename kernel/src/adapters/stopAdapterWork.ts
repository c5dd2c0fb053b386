import type { AdapterWorkHost } from './AdapterWorkHost.ts'
import { destroySafely } from './destroySafely.ts'

/** Stops the adapters' work (the connection events' tracking, the load once the page settles, the discoveries) and tears every loaded adapter down. */
export function stopAdapterWork(registry: AdapterWorkHost): void {
  const { work } = registry
  if (!work) return
  for (const stop of work.stops.splice(0)) stop()
  work.discoveries.stop()
  for (const adapter of [...registry.chains.values(), ...registry.connectorAdapters.map(({ instance }) => instance)]) destroySafely(registry.root.logger, adapter)
}
