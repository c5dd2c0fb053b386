import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { RootStore } from '../RootStore.ts'
import { connectedConnectorOf } from './connectedConnectorOf.ts'
import type { WalletProviderState } from './WalletProviderState.ts'

const none: WalletProviderState = { walletProvider: undefined, walletProviderType: undefined }

/** The provider of the active (or given) namespace's connection, and its connector's type. */
export function walletProviderOf(store: RootStore, namespace?: ChainNamespace): WalletProviderState {
  const chosen = namespace ?? store.connections.activeNamespace
  if (!chosen || store.connections.connectionOf(chosen).status !== 'connected') return none
  const walletProvider = store.adapters.chainAdapter(chosen)?.walletProvider?.()
  if (walletProvider === undefined) return none
  return { walletProvider, walletProviderType: connectedConnectorOf(store, chosen)?.type }
}
