import type { ActionConfig } from '../actions/ActionConfig.ts'
import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'
import type { AdapterRegistryRoot } from '../store/AdapterRegistryRoot.ts'
import type { AdapterWork } from './AdapterWork.ts'
import type { LoadedConnectorAdapter } from './LoadedConnectorAdapter.ts'

type ActionAdapters = ActionConfig['adapters']

/**
 * What the adapter actions work on: the adapter registry's state, which they update, and its verbs.
 * Written out, not picked from AdapterRegistry, so the actions import nothing of the registry
 * that loads them.
 */
export interface AdapterWorkHost extends ActionAdapters {
  readonly definitions: readonly AdapterDefinition[]
  readonly root: AdapterRegistryRoot
  work: AdapterWork | undefined
  // Set by the actions, each in an action (runInAction).
  connectors: Connector[]
  capabilities: string[]
  userRevision: number
  chains: ReadonlyMap<ChainNamespace, ChainAdapter>
  connectorAdapters: readonly LoadedConnectorAdapter[]
  isLive(): boolean
}
