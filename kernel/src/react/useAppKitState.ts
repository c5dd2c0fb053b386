import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import { useAppKitInstance } from '../ui/useAppKitInstance.ts'
import { instanceInitialized } from './instanceInitialized.ts'
import { ObservedValue } from './ObservedValue.ts'
import { serverNetwork } from './serverNetwork.ts'
import { useObservedValue } from './useObservedValue.ts'

/** What `useAppKitState` returns. */
export interface AppKitState {
  open: boolean
  /** The active network's CAIP-2 id, such as `eip155:1`. */
  selectedNetworkId: string | undefined
  activeChain: ChainNamespace | undefined
  loading: boolean
  /** Whether remote configuration and the enabled plugins are set up (`appKit.ready` settled). */
  initialized: boolean
}

/** The modal's state, as AppKit's `useAppKitState`. */
export function useAppKitState(): AppKitState {
  const appKit = useAppKitInstance()
  const observed = useMemo(() => {
    const { modal, networks } = appKit.store
    return new ObservedValue(
      () => ({
        open: modal.open,
        selectedNetworkId: networks.active?.caipNetworkId,
        activeChain: networks.activeNamespace,
        loading: modal.loading,
      }),
      () => {
        const network = serverNetwork(appKit.store)
        return { open: false, selectedNetworkId: network?.caipNetworkId, activeChain: network?.chainNamespace, loading: false }
      },
    )
  }, [appKit])
  const state = useObservedValue(observed)
  const subscribe = useCallback((listener: () => void) => instanceInitialized.subscribe(appKit, listener), [appKit])
  const initialized = useSyncExternalStore(
    subscribe,
    () => instanceInitialized.get(appKit),
    () => false,
  )
  return useMemo(() => ({ ...state, initialized }), [state, initialized])
}
