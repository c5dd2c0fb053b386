import { useMemo } from 'react'
import type { Network } from '../model/Network.ts'
import { useAppKitInstance } from '../ui/useAppKitInstance.ts'
import { ObservedValue } from './ObservedValue.ts'
import { serverNetwork } from './serverNetwork.ts'
import { useObservedValue } from './useObservedValue.ts'

/** What `useAppKitNetwork` returns. */
export interface AppKitNetwork {
  caipNetwork: Network | undefined
  chainId: number | string | undefined
  caipNetworkId: string | undefined
  /** Switches the active network (through the wallet when connected). */
  switchNetwork(network: Network): Promise<void>
}

function networkState(network: Network | undefined) {
  return { caipNetwork: network && { ...network }, chainId: network?.id, caipNetworkId: network?.caipNetworkId }
}

/** The active network and a way to switch it, as AppKit's `useAppKitNetwork`. */
export function useAppKitNetwork(): AppKitNetwork {
  const appKit = useAppKitInstance()
  const observed = useMemo(
    () =>
      new ObservedValue(
        () => networkState(appKit.store.networks.active),
        () => networkState(serverNetwork(appKit.store)),
      ),
    [appKit],
  )
  const state = useObservedValue(observed)
  return useMemo(
    () => ({ ...state, switchNetwork: (network: Network) => appKit.store.adapters.switchNetwork(network) }),
    [state, appKit],
  )
}
