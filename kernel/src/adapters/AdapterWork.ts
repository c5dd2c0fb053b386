import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { ConnectorAdapter } from '../contracts/ConnectorAdapter.ts'
import type { AdapterDiscoveries } from './AdapterDiscoveries.ts'

/**
 * What the adapters' loading keeps beside the registry's state, not observed: made by
 * `startAdapterWork` once the kernel's deferred half has arrived, read and updated by the
 * adapter actions (`loadAdapters`, `loadOffering`, `refreshConnectors`, `stopAdapterWork`).
 */
export interface AdapterWork {
  /** The adapters an instance uses: the host's and those they bring along, duplicates left out. */
  listed: readonly AdapterDefinition[]
  /** The listed chain adapters' wallet discoveries. */
  discoveries: AdapterDiscoveries
  /** Which connector adapter owns a connector, for `getProvider` and `connectorAdapter`. */
  owners: Map<string, ConnectorAdapter>
  /** The ids of the connectors a loaded adapter offers (the others are discovered or announced by definitions). */
  offered: Set<string>
  /** The adapters that failed to load, by id: a connect through one of theirs tries again. */
  failed: Set<string>
  /** What stops the work's own tasks: the connection events' tracking, the load once the page settles. */
  stops: (() => void)[]
}
