import type { Network } from '../model/Network.ts'

/** The active network, as `useAppKitNetworkCore` and `appKit.subscribeNetwork` give it. */
export interface NetworkState {
  caipNetwork: Network | undefined
  chainId: number | string | undefined
  caipNetworkId: string | undefined
}
