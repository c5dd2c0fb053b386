import { useMemo } from 'react'
import type { NetworkInput } from '@portico/kernel/internal'
import type { NetworkState } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'
import { useAppKitNetworkCore } from './useAppKitNetworkCore.ts'

/** What `useAppKitNetwork` returns. */
export interface UseAppKitNetworkReturn extends NetworkState {
  /** Switches the active network (through the wallet when connected). */
  switchNetwork(network: NetworkInput): Promise<void>
}

/** The active network and a way to switch it, as AppKit's `useAppKitNetwork`. */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const appKit = useHostAppKit()
  const state = useAppKitNetworkCore()
  return useMemo(() => ({ ...state, switchNetwork: (network: NetworkInput) => appKit.switchNetwork(network) }), [state, appKit])
}
