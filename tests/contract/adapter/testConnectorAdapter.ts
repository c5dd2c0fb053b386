import type { ChainNamespace } from '@portico/kernel'
import type { ConnectorAdapterDefinition } from '@portico/kernel/extend'

/**
 * A small deterministic connector adapter for the adapter contract: one connector across its
 * namespaces and a provider object per namespace.
 */
export function testConnectorAdapter(namespaces: ChainNamespace[] = ['eip155', 'solana']): ConnectorAdapterDefinition {
  return {
    kind: 'connector',
    id: 'test-connector',
    namespaces,
    load: async () => {
      const providers = new Map(namespaces.map((namespace) => [namespace, { namespace, request: async () => null }]))
      return {
        namespaces,
        capabilities: namespaces.map((namespace) => `${namespace}:remoteSigning`),
        getConnectors: () => [{ id: 'test-connector', type: 'WALLET_CONNECT' as const, name: 'Test Connector', namespaces: [...namespaces] }],
        getProvider: (namespace: ChainNamespace) => providers.get(namespace),
        destroy: () => providers.clear(),
      }
    },
  }
}
