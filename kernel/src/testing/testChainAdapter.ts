import type { ChainAdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { ChainAdapter, ConnectResult } from '../contracts/ChainAdapter.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'
import type { Network } from '../model/Network.ts'
import type { TokenBalance } from '../model/TokenBalance.ts'
import { testAddress } from './testAddress.ts'

/** What the test adapter does; each operation defaults to succeeding at once. */
export interface TestChainAdapterOptions {
  namespace?: ChainNamespace
  connectors?: Connector[]
  /** Answers a connect request; default: the test account on the network asked for. */
  connect?: (connectorId: string, network: Network | undefined) => Promise<ConnectResult>
  /** Answers a network switch; default: done. */
  switchNetwork?: (network: Network) => Promise<void>
  /** Answers balance reads; when given, the adapter announces `namespace:balances`. */
  getBalances?: (address: string, network: Network) => Promise<TokenBalance[]>
}

/**
 * A chain adapter for the view tests that keeps the adapter contract: fixed connectors and
 * requests answered by the test's functions. No network, no timers.
 */
export function testChainAdapter(options: TestChainAdapterOptions = {}): ChainAdapterDefinition {
  const namespace = options.namespace ?? 'eip155'
  return {
    kind: 'chain',
    id: `test-${namespace}`,
    namespace,
    load: async (context): Promise<ChainAdapter> => ({
      namespace,
      capabilities: [`${namespace}:switchChain`, ...(options.getBalances ? [`${namespace}:balances`] : [])],
      getConnectors: () => [...(options.connectors ?? [])],
      connect: (connectorId, network) =>
        options.connect
          ? options.connect(connectorId, network)
          : Promise.resolve({
              accounts: [{ namespace, address: testAddress, type: 'eoa' }],
              caipNetworkId: network?.caipNetworkId ?? context.networks[0]?.caipNetworkId ?? `${namespace}:1`,
            }),
      disconnect: () => Promise.resolve(),
      switchNetwork: (network) => (options.switchNetwork ? options.switchNetwork(network) : Promise.resolve()),
      ...(options.getBalances ? { getBalances: options.getBalances } : {}),
    }),
  }
}
