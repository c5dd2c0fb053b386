import type { Wallet } from '../model/Wallet.ts'
import type { WalletsStore } from '../store/WalletsStore.ts'

/** The featured wallets fetched so far, in the host's order, excluded ones left out (SPEC §9). */
export function featuredWallets(wallets: WalletsStore): Wallet[] {
  const known = [...wallets.featuredWallets, ...wallets.wallets]
  return wallets.featuredIds
    .map((id) => known.find((wallet) => wallet.id === id))
    .filter((wallet): wallet is Wallet => wallet !== undefined && !wallets.isExcluded(wallet))
}
