import type { Wallet } from '../model/Wallet.ts'
import type { RootStore } from '../RootStore.ts'

/** A registry wallet the modal has listed (a page of All Wallets, a search, featured, recent), by its id. */
export function registryWalletById(store: Pick<RootStore, 'wallets'>, walletId: string): Wallet | undefined {
  const { wallets, searchResults, featuredWallets, recent } = store.wallets
  return [...wallets, ...searchResults, ...featuredWallets, ...recent].find((wallet) => wallet.id === walletId)
}
