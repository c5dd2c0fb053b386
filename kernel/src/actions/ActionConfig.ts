import type { AdapterRegistry } from '../adapters/AdapterRegistry.ts'
import type { AdapterRegistryRoot } from '../adapters/AdapterRegistryRoot.ts'

/** What an action works on (wagmi's `config`): the stores it reads and updates, and the host's adapters. */
export interface ActionConfig {
  root: AdapterRegistryRoot
  adapters: Pick<AdapterRegistry, 'connectors' | 'chainAdapter' | 'connectorAdapter' | 'authenticator' | 'setPairing' | 'ensureLoaded' | 'loaded' | 'report'>
}
