import type { RootStore } from '../RootStore.ts'
import type { AppKitState } from './AppKitState.ts'

/** The modal's state as plain data. */
export function modalStateOf(store: RootStore): AppKitState {
  const { modal, networks } = store
  return { open: modal.open, selectedNetworkId: networks.active?.caipNetworkId, activeChain: networks.activeNamespace, loading: modal.loading, initialized: modal.initialized }
}
