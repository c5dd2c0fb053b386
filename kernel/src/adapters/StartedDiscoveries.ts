import type { AdapterDefinition } from './AdapterDefinition.ts'
import type { ConnectorDiscovery } from './ConnectorDiscovery.ts'

/** The wallet discoveries the adapter registry started, by chain adapter definition (none for one without `discover`). */
export type StartedDiscoveries = ReadonlyMap<AdapterDefinition, Promise<ConnectorDiscovery> | undefined>
