import { AdapterUnavailableError } from '../errors/AdapterUnavailableError.ts'
import type { AdapterWorkHost } from './AdapterWorkHost.ts'
import { loadAdapter } from './loadAdapter.ts'
import { refreshConnectors } from './refreshConnectors.ts'

/**
 * Makes sure a loaded adapter offers a connector listed before its adapter loaded: adapters that
 * failed to load are tried again once; still none offering it, a BaseError ADAPTER_UNAVAILABLE
 * says the wallet cannot be reached now (the user may try again).
 */
export async function loadOffering(registry: AdapterWorkHost, connectorId: string): Promise<void> {
  const { work } = registry
  if (!work) throw new AdapterUnavailableError(connectorId)
  if (work.offered.has(connectorId)) return
  const retried = work.listed.filter((definition) => work.failed.has(definition.id))
  await Promise.all(retried.map((definition) => loadAdapter(registry, definition)))
  refreshConnectors(registry)
  if (!work.offered.has(connectorId)) throw new AdapterUnavailableError(connectorId)
}
