import { runInAction } from 'mobx'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { ConnectionsStore } from '../store/ConnectionsStore.ts'
import type { ChainAdapter } from './ChainAdapter.ts'
import type { PendingConnection } from './PendingConnection.ts'

/** What syncing stored connections reaches: the connections, the loaded chain adapters, and where results and failures go. */
export interface ReconnectPendingInput {
  connections: ConnectionsStore
  chainAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  applyConnected: (namespace: ChainNamespace, connectorId: string, result: unknown) => void
  report: (event: string, id: string, error: unknown) => void
}

/**
 * Syncs the stored connections found pending at start; each that fails becomes disconnected
 * (SPEC §4). One the user changed meanwhile (another connector, or disconnected) is left alone.
 */
export async function reconnectPending(pending: readonly PendingConnection[], input: ReconnectPendingInput): Promise<void> {
  const { connections } = input
  await Promise.all(
    pending.map(async ({ namespace, connectorId }) => {
      const stillPending = () => {
        const now = connections.connectionOf(namespace)
        return now.status === 'connecting' && now.connectorId === connectorId
      }
      try {
        const chain = input.chainAdapter(namespace)
        const result = chain?.reconnect ? await chain.reconnect(connectorId) : undefined
        runInAction(() => {
          if (!stillPending()) return
          if (result) input.applyConnected(namespace, connectorId, result)
          else connections.setDisconnected(namespace)
        })
      } catch (error) {
        runInAction(() => {
          if (stillPending()) connections.setDisconnected(namespace)
        })
        input.report('ADAPTER_RECONNECT_FAILED', connectorId, error)
      }
    }),
  )
}
