import { useMemo } from 'react'
import type { ChainNamespace } from '@portico/kernel/internal'
import type { WalletConnection } from '@portico/kernel/internal'
import { walletConnectionsOf } from '@portico/kernel/internal'
import { connectionListOf } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'
import { ObservedValue } from './ObservedValue.ts'
import { useObservedValue } from './useObservedValue.ts'

/**
 * The wallet connections of the active (or given) namespace, as AppKit's `useAppKitConnections`:
 * the active one first, then the others connected beside it; and the recent ones, newest first.
 */
export function useAppKitConnections(namespace?: ChainNamespace): { connections: WalletConnection[]; recentConnections: WalletConnection[] } {
  const appKit = useHostAppKit()
  const observed = useMemo(() => {
    // Made (and read from storage) outside the reaction that derives the lists.
    connectionListOf(appKit.store)
    return new ObservedValue(() => walletConnectionsOf(appKit.store, namespace), () => ({ connections: [], recentConnections: [] }))
  }, [appKit, namespace])
  return useObservedValue(observed)
}
