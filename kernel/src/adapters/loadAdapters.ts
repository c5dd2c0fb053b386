import type { AdapterWorkHost } from './AdapterWorkHost.ts'
import { loadAdapter } from './loadAdapter.ts'

/**
 * Loads every listed adapter, the host's and those they bring along, concurrently; one failing
 * is reported and the others still load. The registry gathers the connectors once all have settled.
 */
export async function loadAdapters(registry: AdapterWorkHost): Promise<void> {
  await Promise.all((registry.work?.listed ?? []).map((definition) => loadAdapter(registry, definition)))
}
