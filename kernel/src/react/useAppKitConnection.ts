import { useCallback, useMemo, useState } from 'react'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { WalletConnection } from '../host/WalletConnection.ts'
import { walletConnectionsOf } from '../host/walletConnectionsOf.ts'
import { useHostAppKit } from './useHostAppKit.ts'
import { useAppKitConnections } from './useAppKitConnections.ts'

/** Options of `useAppKitConnection`. */
export interface UseAppKitConnectionOptions {
  namespace?: ChainNamespace
  onSuccess?: (result: { connection: WalletConnection | undefined }) => void
  onError?: (error: unknown) => void
}

/** What `useAppKitConnection` returns. */
export interface UseAppKitConnectionReturn {
  connection: WalletConnection | undefined
  isPending: boolean
  /** Connects through another connection's connector (it asks that wallet when needed). */
  switchConnection(options: { connection: WalletConnection; address?: string }): Promise<void>
  /** Ends a connection of the namespace. */
  deleteConnection(options: { connectorId: string; namespace?: ChainNamespace }): Promise<void>
}

/** The active connection of a namespace and ways to switch or end it, as AppKit's `useAppKitConnection`. */
export function useAppKitConnection(options: UseAppKitConnectionOptions = {}): UseAppKitConnectionReturn {
  const appKit = useHostAppKit()
  const { namespace, onSuccess, onError } = options
  const { connections } = useAppKitConnections(namespace)
  const [isPending, setPending] = useState(false)
  const connection = connections[0]
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setPending(true)
      try {
        await work()
        onSuccess?.({ connection: walletConnectionsOf(appKit.store, namespace)[0] })
      } catch (error) {
        if (!onError) throw error
        onError(error)
      } finally {
        setPending(false)
      }
    },
    [appKit, namespace, onSuccess, onError],
  )
  return useMemo(
    () => ({
      connection,
      isPending,
      switchConnection: ({ connection: next }) => run(() => appKit.store.adapters.connect(next.connectorId)),
      deleteConnection: ({ connectorId, namespace: given }) =>
        run(async () => {
          const chosen = given ?? namespace ?? appKit.store.connections.activeNamespace
          if (chosen && appKit.store.connections.connectionOf(chosen).connectorId === connectorId) await appKit.disconnect(chosen)
        }),
    }),
    [connection, isPending, run, appKit, namespace],
  )
}
