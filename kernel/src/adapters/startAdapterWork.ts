import type { AdapterWorkHost } from './AdapterWorkHost.ts'
import type { AdapterWork } from './AdapterWork.ts'
import { AdapterDiscoveries } from './AdapterDiscoveries.ts'
import { listAdapters } from './listAdapters.ts'
import { refreshConnectors } from './refreshConnectors.ts'
import { trackConnectionEvents } from './trackConnectionEvents.ts'

/**
 * Starts the adapters' work once the kernel's deferred half has arrived: lists the adapters
 * (duplicates reported and left out), prepares their wallet discoveries (started by `discover`)
 * and tracks AppKit's connection events. Loads no SDK.
 */
export function startAdapterWork(registry: AdapterWorkHost): AdapterWork {
  const { root } = registry
  const listed = listAdapters(registry.definitions, root.config.options, (id, error) => registry.report('ADAPTER_LOAD_FAILED', id, error))
  const discoveries = new AdapterDiscoveries({
    definitions: listed,
    onChange: () => refreshConnectors(registry),
    report: (id, error) => registry.report('ADAPTER_DISCOVERY_FAILED', id, error),
    isLive: registry.isLive,
  })
  const stopTracking = trackConnectionEvents(root, (connectorId) => registry.connectors.find((connector) => connector.id === connectorId))
  return { listed, discoveries, owners: new Map(), offered: new Set(), failed: new Set(), stops: [stopTracking] }
}
