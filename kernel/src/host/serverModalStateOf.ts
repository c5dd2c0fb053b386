import type { RootStore } from '../RootStore.ts'
import type { AppKitState } from './AppKitState.ts'
import { serverNetwork } from './serverNetwork.ts'

/** The modal's state a server renders (and hydration starts from): closed, on the default network. */
export function serverModalStateOf(store: RootStore): AppKitState {
  const network = serverNetwork(store)
  return { open: false, selectedNetworkId: network?.caipNetworkId, activeChain: network?.chainNamespace, loading: false, initialized: false }
}
