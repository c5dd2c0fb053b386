import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'
import type { RootStore } from '../RootStore.ts'

/** The connector of the active (or given) namespace's connection, while connected. */
export function connectedConnectorOf(store: RootStore, namespace?: ChainNamespace): Connector | undefined {
  const { connections, adapters } = store
  const chosen = namespace ?? connections.activeNamespace
  const connection = chosen ? connections.connectionOf(chosen) : undefined
  const connectorId = connection?.status === 'connected' ? connection.connectorId : undefined
  return connectorId === undefined ? undefined : adapters.connectors.find((candidate) => candidate.id === connectorId)
}
