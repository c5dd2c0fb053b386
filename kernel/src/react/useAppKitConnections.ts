import { useMemo } from 'react'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { WalletConnection } from '../host/WalletConnection.ts'
import { walletConnectionsOf } from '../host/walletConnectionsOf.ts'
import { useHostAppKit } from './useHostAppKit.ts'
import { ObservedValue } from './ObservedValue.ts'
import { useObservedValue } from './useObservedValue.ts'

/**
 * The wallet connections of the active (or given) namespace, as AppKit's `useAppKitConnections`.
 * Portico keeps one connection per namespace, and no recent connections yet (always empty).
 */
export function useAppKitConnections(namespace?: ChainNamespace): { connections: WalletConnection[]; recentConnections: WalletConnection[] } {
  const appKit = useHostAppKit()
  const observed = useMemo(
    () => new ObservedValue(() => ({ connections: walletConnectionsOf(appKit.store, namespace), recentConnections: [] }), () => ({ connections: [], recentConnections: [] })),
    [appKit, namespace],
  )
  return useObservedValue(observed)
}
