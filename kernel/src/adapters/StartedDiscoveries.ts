import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { ConnectorDiscovery } from '../contracts/ConnectorDiscovery.ts'

/** The wallet discoveries the adapter registry started, by chain adapter definition (none for one without `discover`). */
export type StartedDiscoveries = ReadonlyMap<AdapterDefinition, Promise<ConnectorDiscovery> | undefined>
