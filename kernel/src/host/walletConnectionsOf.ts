import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { StoredConnection } from '../model/StoredConnection.ts'
import type { RootStore } from '../RootStore.ts'
import { connectionListOf } from '../store/connectionListOf.ts'
import type { WalletConnection } from './WalletConnection.ts'

/**
 * The wallet connections of the active (or given) namespace, as AppKit's `useAppKitConnections`
 * lists them: the active one first, then the others connected beside it; and the recent ones
 * (ended, newest first) that are not connected again.
 */
export function walletConnectionsOf(
  store: Pick<RootStore, 'connections' | 'storage' | 'networks'> & { adapters: Pick<RootStore['adapters'], 'connectors'> },
  namespace?: ChainNamespace,
): { connections: WalletConnection[]; recentConnections: WalletConnection[] } {
  const chosen = namespace ?? store.connections.activeNamespace
  if (!chosen) return { connections: [], recentConnections: [] }
  const list = connectionListOf(store)
  const toWalletConnection = ({ connectorId, accounts, caipNetworkId }: StoredConnection): WalletConnection => {
    const connector = store.adapters.connectors.find((candidate) => candidate.id === connectorId)
    const caipNetwork = store.networks.find(caipNetworkId)
    return {
      connectorId,
      accounts: accounts.map(({ address, type }) => ({ address, type })),
      ...(caipNetwork ? { caipNetwork: { ...caipNetwork } } : {}),
      ...(connector ? { name: connector.name } : {}),
      ...(connector?.imageUrl ? { icon: connector.imageUrl } : {}),
    }
  }
  return { connections: list.connectionsOf(chosen).map(toWalletConnection), recentConnections: list.recentOf(chosen).map(toWalletConnection) }
}
