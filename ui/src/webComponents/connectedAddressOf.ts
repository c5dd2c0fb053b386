import type { ChainNamespace, ConnectionsStore } from '@portico/kernel/internal'

/** The connected address of a namespace, or of the active one; undefined while not connected. */
export function connectedAddressOf(connections: ConnectionsStore, namespace: ChainNamespace | undefined): string | undefined {
  const connection = namespace ? connections.connectionOf(namespace) : connections.active
  return connection?.status === 'connected' ? connection.accounts[0]?.address : undefined
}
