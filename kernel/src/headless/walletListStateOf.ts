import type { RootStore } from '../RootStore.ts'
import type { WalletListState } from './WalletListState.ts'
import { headlessConnectionOf } from './headlessConnectionOf.ts'
import { registryWalletItemsOf } from './registryWalletItemsOf.ts'
import { walletItemsOf } from './walletItemsOf.ts'

/** The headless wallet list and connection of a store, as plain data (read in a reaction, it follows every change). */
export function walletListStateOf(store: RootStore): WalletListState {
  const connection = headlessConnectionOf(store)
  const wcUri = connection.throughWalletConnect ? store.adapters.pairing?.uri : undefined
  return {
    wallets: walletItemsOf(store),
    wcWallets: registryWalletItemsOf(store),
    isFetchingWallets: store.wallets.loading,
    isFetchingWcUri: connection.throughWalletConnect && wcUri === undefined,
    isInitialized: store.modal.initialized,
    wcUri,
    wcError: connection.wcError,
    connectingWallet: connection.connectingWallet,
    page: store.wallets.page,
    count: store.wallets.count,
  }
}
