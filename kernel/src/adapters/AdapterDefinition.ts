import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { AdapterContext } from './AdapterContext.ts'
import type { ChainAdapter } from './ChainAdapter.ts'
import type { ConnectorAdapter } from './ConnectorAdapter.ts'

/** A chain adapter as the host lists it: `evm()`, `solana()`, `bitcoin()`. Its SDK loads in `load`. */
export interface ChainAdapterDefinition {
  kind: 'chain'
  id: string
  namespace: ChainNamespace
  load: (context: AdapterContext) => Promise<ChainAdapter>
}

/** A connector adapter, across namespaces: `walletConnect()`, `embeddedWallet()`. */
export interface ConnectorAdapterDefinition {
  kind: 'connector'
  id: string
  namespaces: ChainNamespace[]
  load: (context: AdapterContext) => Promise<ConnectorAdapter>
}

/** Either kind of adapter definition. */
export type AdapterDefinition = ChainAdapterDefinition | ConnectorAdapterDefinition
