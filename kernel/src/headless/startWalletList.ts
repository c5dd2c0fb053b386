import type { RootStore } from '../RootStore.ts'

/** Starts listing a headless host's wallets, as the Connect view does: the wallets found without SDKs, the registry's first page and the featured wallets (each once). */
export function startWalletList(store: RootStore): void {
  const { adapters, wallets } = store
  void adapters.discover()
  if (wallets.page === 0) void wallets.fetchNextPage()
  if (wallets.featuredWallets.length === 0) void wallets.fetchFeatured()
}
