import type { ChainAdapter, ChainAdapterDefinition, ChainNamespace } from '@portico/kernel/extend'
import { toProviderError } from '@portico/kernel/extend'
import { SessionWithoutNamespaceError } from './errors.ts'
import { sessionConnection } from './sessionConnection.ts'
import type { UniversalProviderLike } from './UniversalProviderLike.ts'

/** A message as personal_sign takes it: its UTF-8 bytes in hex. */
function utf8Hex(message: string): string {
  return `0x${Array.from(new TextEncoder().encode(message), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The core entry's chain adapter of one namespace, over the host's universal provider (AppKit's
 * universal adapter): its accounts are the session's, a network switch moves the provider's
 * default chain (asking an EVM wallet first), EVM messages are signed with personal_sign, and
 * `useAppKitProvider(namespace)` gives the universal provider itself, as AppKit's core does.
 */
export function universalChain(universal: UniversalProviderLike, namespace: ChainNamespace): ChainAdapterDefinition {
  return {
    kind: 'chain',
    id: `universalProvider:${namespace}`,
    namespace,
    load: async (context): Promise<ChainAdapter> => {
      let caipNetworkId: string | undefined
      const onSessionDelete = () => context.onDisconnect(namespace)
      const onSessionUpdate = () => {
        const connection = sessionConnection(universal, namespace)
        if (connection) context.onAccountsChanged(namespace, connection.accounts)
      }
      universal.on('session_delete', onSessionDelete)
      universal.on('session_update', onSessionUpdate)
      const connected = (network?: Parameters<ChainAdapter['connect']>[1]) => {
        const connection = sessionConnection(universal, namespace, network)
        if (!connection) throw new SessionWithoutNamespaceError(namespace)
        caipNetworkId = connection.caipNetworkId
        return connection
      }
      return {
        namespace,
        capabilities: namespace === 'eip155' ? ['eip155:switchChain', 'eip155:signMessage'] : [`${namespace}:switchChain`],
        getConnectors: () => [],
        connect: async (_connectorId, network) => connected(network),
        reconnect: async () => (sessionConnection(universal, namespace) ? connected() : undefined),
        // The session ends with the connector's disconnect, once no namespace uses it.
        disconnect: async () => undefined,
        async switchNetwork(network) {
          try {
            if (namespace === 'eip155') await universal.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${Number(network.id).toString(16)}` }] }, caipNetworkId)
          } catch (error) {
            throw toProviderError(error)
          }
          caipNetworkId = network.caipNetworkId
          universal.setDefaultChain(network.caipNetworkId)
        },
        ...(namespace === 'eip155'
          ? {
              async signMessage(message: string, address: string) {
                try {
                  return String(await universal.request({ method: 'personal_sign', params: [utf8Hex(message), address] }, caipNetworkId))
                } catch (error) {
                  throw toProviderError(error)
                }
              },
            }
          : {}),
        walletProvider: () => universal,
        destroy() {
          universal.removeListener('session_delete', onSessionDelete)
          universal.removeListener('session_update', onSessionUpdate)
        },
      }
    },
  }
}
