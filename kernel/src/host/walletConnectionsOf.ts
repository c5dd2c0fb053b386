import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { RootStore } from '../store/RootStore.ts'
import type { WalletConnection } from './WalletConnection.ts'
import { connectedConnectorOf } from './connectedConnectorOf.ts'

/**
 * The wallet connections of the active (or given) namespace: Portico keeps one per namespace, so
 * this lists the connected one, if any.
 */
export function walletConnectionsOf(store: RootStore, namespace?: ChainNamespace): WalletConnection[] {
  const { connections, networks } = store
  const chosen = namespace ?? connections.activeNamespace
  const connection = chosen ? connections.connectionOf(chosen) : undefined
  if (connection?.status !== 'connected' || connection.connectorId === undefined) return []
  const connector = connectedConnectorOf(store, chosen)
  const caipNetwork = connection.caipNetworkId ? networks.find(connection.caipNetworkId) : undefined
  return [
    {
      connectorId: connection.connectorId,
      accounts: connection.accounts.map(({ address, type }) => ({ address, type })),
      ...(caipNetwork ? { caipNetwork: { ...caipNetwork } } : {}),
      ...(connector ? { name: connector.name } : {}),
      ...(connector?.imageUrl ? { icon: connector.imageUrl } : {}),
    },
  ]
}
