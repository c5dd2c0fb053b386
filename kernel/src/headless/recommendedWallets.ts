import type { Wallet } from '../model/Wallet.ts'
import { RECOMMENDED_WALLETS } from '../store/WalletsStore.ts'
import type { WalletsStore } from '../store/WalletsStore.ts'
import { isWalletInstalled } from './isWalletInstalled.ts'

/** The first 4 registry wallets that are not excluded, featured, recent or installed (`installed`: the connectors' `installedRdns`) (SPEC §9). */
export function recommendedWallets(wallets: WalletsStore, installed: ReadonlySet<string>): Wallet[] {
  const featured = new Set(wallets.featuredIds)
  const recent = new Set(wallets.recent.map((wallet) => wallet.id))
  return wallets.wallets
    .filter((wallet) => !wallets.isExcluded(wallet) && !featured.has(wallet.id) && !recent.has(wallet.id) && !isWalletInstalled(wallet, installed))
    .slice(0, RECOMMENDED_WALLETS)
}
