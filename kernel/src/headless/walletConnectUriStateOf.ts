import type { RootStore } from '../RootStore.ts'
import type { WalletConnectUriState } from './WalletConnectUriState.ts'
import { walletListStateOf } from './walletListStateOf.ts'

/** A store's WalletConnect pairing as plain data. */
export function walletConnectUriStateOf(store: RootStore): WalletConnectUriState {
  const { wcUri, wcError, isFetchingWcUri } = walletListStateOf(store)
  return { wcUri, wcError, wcFetchingUri: isFetchingWcUri }
}
