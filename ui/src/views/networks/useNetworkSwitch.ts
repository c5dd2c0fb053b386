import { useState } from 'react'
import type { Network } from '@portico/kernel/internal'
import { useModalContext } from '../useModalContext.ts'

/** Switching networks from a view: which switch is pending, and the function that starts one. */
export interface NetworkSwitch {
  /** The CAIP-2 id of the network being switched to. */
  pendingId: string | undefined
  choose(network: Network): Promise<void>
}

/** Switches through the adapters; `onSwitched` runs after success (or when the network is already active), a failure shows an error snack. */
export function useNetworkSwitch(onSwitched: () => void): NetworkSwitch {
  const { adapters, networks, snack } = useModalContext()
  const [pendingId, setPendingId] = useState<string | undefined>(undefined)

  const choose = async (network: Network): Promise<void> => {
    if (pendingId !== undefined) return
    if (!networks.isUnsupported && networks.active?.caipNetworkId === network.caipNetworkId) {
      onSwitched()
      return
    }
    setPendingId(network.caipNetworkId)
    try {
      await adapters.switchNetwork(network)
      setPendingId(undefined)
      onSwitched()
    } catch (error) {
      setPendingId(undefined)
      snack.showError(error)
    }
  }
  return { pendingId, choose }
}
