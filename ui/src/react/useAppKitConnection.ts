import { useCallback, useMemo, useState } from 'react'
import type { ActionConfig } from '@portico/kernel/internal'
import type { ChainNamespace } from '@portico/kernel/internal'
import type { WalletConnection } from '@portico/kernel/internal'
import { loadConnectionActions } from '@portico/kernel/internal'
import { walletConnectionsOf } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'
import { useAppKitConnections } from './useAppKitConnections.ts'

/** Options of `useAppKitConnection`. */
export interface UseAppKitConnectionOptions {
  namespace?: ChainNamespace
  /** Called with the namespace's active connection after a switch or a delete succeeded. */
  onSuccess?: (result: { connection: WalletConnection | undefined }) => void
  /** Called with the failure of a switch or a delete; without it, the failure is thrown. */
  onError?: (error: unknown) => void
}

/** What `useAppKitConnection` returns. */
export interface UseAppKitConnectionReturn {
  /** The namespace's active connection. */
  connection: WalletConnection | undefined
  /** True while a switch or a delete is under way. */
  isPending: boolean
  /**
   * Makes another connection of the namespace the active one (the one active before stays
   * connected, inactive); a recent connection's wallet is connected again. With `address`, that
   * account of the connection becomes the active account (also of the active connection); an
   * address the connection does not have fails with code `ACCOUNT_NOT_FOUND` and changes nothing.
   */
  switchConnection(options: { connection: WalletConnection; address?: string }): Promise<void>
  /** Ends one connection of the namespace (the next one becomes active), or removes a recent one. */
  deleteConnection(options: { connectorId: string; address?: string; namespace?: ChainNamespace }): Promise<void>
}

/** The active connection of a namespace and ways to switch or end it, as AppKit's `useAppKitConnection`. */
export function useAppKitConnection(options: UseAppKitConnectionOptions = {}): UseAppKitConnectionReturn {
  const appKit = useHostAppKit()
  const { namespace, onSuccess, onError } = options
  const { connections } = useAppKitConnections(namespace)
  const [isPending, setPending] = useState(false)
  const connection = connections[0]
  const run = useCallback(
    async (work: (config: ActionConfig, chosen: ChainNamespace) => Promise<unknown>, given?: ChainNamespace) => {
      const { store } = appKit
      const chosen = given ?? namespace ?? store.connections.activeNamespace
      if (!chosen) return
      setPending(true)
      try {
        await work({ root: store, adapters: store.adapters }, chosen)
        onSuccess?.({ connection: walletConnectionsOf(store, chosen).connections[0] })
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
      switchConnection: ({ connection: next, address }) =>
        run(
          async (config, chosen) => (await loadConnectionActions()).switchConnection(config, { namespace: chosen, connectorId: next.connectorId, address }),
          next.caipNetwork?.chainNamespace,
        ),
      deleteConnection: ({ connectorId, namespace: given }) =>
        run(async (config, chosen) => (await loadConnectionActions()).deleteConnection(config, { namespace: chosen, connectorId }), given),
    }),
    [connection, isPending, run],
  )
}
