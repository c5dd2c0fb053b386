import { BaseError } from '@portico/kernel'
import type { AdapterContext, ChainAdapter, ChainAdapterDefinition, Connector, ConnectResult } from '@portico/kernel/extend'
import type { ChainNamespace, Network } from '@portico/kernel'

/** The connector that connects at once, and the one whose wallet always declines. */
export const testConnectorIds = { connects: 'test-wallet', declines: 'test-declining-wallet' } as const

const addresses: Record<ChainNamespace, string> = {
  eip155: '0x52908400098527886E0F7030069857D2E4169EE7',
  solana: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  polkadot: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
}

/**
 * A small deterministic chain adapter for the adapter contract: two connectors (one connects,
 * one declines with 4001), a fixed account, network switching among its configured networks,
 * and reconnect of the connector used last. No network, no timers.
 */
export function testAdapter(namespace: ChainNamespace = 'eip155'): ChainAdapterDefinition {
  return {
    kind: 'chain',
    id: `test-${namespace}`,
    namespace,
    load: async (context: AdapterContext): Promise<ChainAdapter> => {
      const connectors: Connector[] = [
        { id: testConnectorIds.connects, type: 'INJECTED', name: 'Test Wallet', namespaces: [namespace], info: { rdns: 'org.portico.test' } },
        { id: testConnectorIds.declines, type: 'ANNOUNCED', name: 'Declining Wallet', namespaces: [namespace] },
      ]
      let connected: { connectorId: string; caipNetworkId: string } | undefined
      const result = (caipNetworkId: string): ConnectResult => ({ accounts: [{ namespace, address: addresses[namespace], type: namespace === 'bip122' ? 'payment' : 'eoa' }], caipNetworkId })
      const known = (connectorId: string) => connectors.some((connector) => connector.id === connectorId)
      return {
        namespace,
        capabilities: [`${namespace}:switchChain`],
        getConnectors: () => connectors.map((connector) => ({ ...connector })),
        async connect(connectorId: string, network?: Network) {
          if (!known(connectorId)) throw new BaseError('Connector not found', { code: 'CONNECTOR_NOT_FOUND', details: connectorId })
          if (connectorId === testConnectorIds.declines) throw new BaseError('User rejected the request.', { code: 4001 })
          const caipNetworkId = network?.caipNetworkId ?? context.networks[0]?.caipNetworkId ?? `${namespace}:1`
          connected = { connectorId, caipNetworkId }
          return result(caipNetworkId)
        },
        async reconnect(connectorId: string) {
          if (!connected || connected.connectorId !== connectorId) return undefined
          return result(connected.caipNetworkId)
        },
        async disconnect() {
          if (connected) context.onDisconnect(namespace)
          connected = undefined
        },
        async switchNetwork(network: Network) {
          if (!context.networks.some((candidate) => candidate.caipNetworkId === network.caipNetworkId)) {
            throw new BaseError('Unrecognized chain ID', { code: 4902, details: network.caipNetworkId })
          }
          if (connected) {
            connected = { ...connected, caipNetworkId: network.caipNetworkId }
            context.onNetworkChanged(namespace, network.caipNetworkId)
          }
        },
        destroy() {
          connected = undefined
        },
      }
    },
  }
}
