import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'

/**
 * A loaded connector adapter (WalletConnect, the embedded wallet): it offers connectors
 * across namespaces and hands each chain adapter a provider for its namespace.
 */
export interface ConnectorAdapter {
  namespaces: readonly ChainNamespace[]
  capabilities: readonly string[]
  getConnectors(): Connector[]
  /** The provider for a namespace, once connected; chain adapters drive it. */
  getProvider(namespace: ChainNamespace): unknown
  destroy?(): void
}
