import { imageUrlOf } from '../model/imageUrlOf.ts'
import type { RootStore } from '../RootStore.ts'
import type { WalletItem } from './WalletItem.ts'
import { installedRdns } from './installedRdns.ts'
import { isWalletInstalled } from './isWalletInstalled.ts'

/** The registry's wallets as WalletItems: the results of the search in effect, else the pages loaded so far (excluded ones left out). */
export function registryWalletItemsOf(store: RootStore): WalletItem[] {
  const { wallets, config, adapters } = store
  const recent = new Set(wallets.recent.map((wallet) => wallet.id))
  const installed = installedRdns(adapters.connectors)
  const listed = wallets.searchQuery ? wallets.searchResults : wallets.wallets
  return listed.map((wallet) => ({
    id: wallet.id,
    name: wallet.name,
    imageUrl: imageUrlOf(wallet.image_url, wallet.image_id, config.options.projectServiceUrl),
    connectors: [],
    walletInfo: { ...wallet },
    isInjected: isWalletInstalled(wallet, installed),
    isRecent: recent.has(wallet.id),
  }))
}
