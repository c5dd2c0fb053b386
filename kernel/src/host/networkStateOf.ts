import type { Network } from '../model/Network.ts'
import type { NetworkState } from './NetworkState.ts'

/** A network's state as plain data (a copy of the network). */
export function networkStateOf(network: Network | undefined): NetworkState {
  return { caipNetwork: network && { ...network }, chainId: network?.id, caipNetworkId: network?.caipNetworkId }
}
