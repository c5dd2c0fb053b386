import { useMemo } from 'react'
import type { NetworkState } from '@portico/kernel/internal'
import { networkStateOf } from '@portico/kernel/internal'
import { serverNetwork } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'
import { ObservedValue } from './ObservedValue.ts'
import { useObservedValue } from './useObservedValue.ts'

/** The active network, without the switch, as AppKit's `useAppKitNetworkCore`. */
export function useAppKitNetworkCore(): NetworkState {
  const appKit = useHostAppKit()
  const observed = useMemo(
    () =>
      new ObservedValue(
        () => networkStateOf(appKit.store.networks.active),
        () => networkStateOf(serverNetwork(appKit.store)),
      ),
    [appKit],
  )
  return useObservedValue(observed)
}
