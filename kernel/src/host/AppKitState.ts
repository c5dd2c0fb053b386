import type { ChainNamespace } from '../model/ChainNamespace.ts'

/** The modal's state, as `useAppKitState` and `appKit.getState()` give it. */
export interface AppKitState {
  open: boolean
  /** The active network's CAIP-2 id, such as `eip155:1`. */
  selectedNetworkId: string | undefined
  activeChain: ChainNamespace | undefined
  loading: boolean
  /** Whether remote configuration and the enabled plugins are set up (`appKit.ready` settled). */
  initialized: boolean
}
