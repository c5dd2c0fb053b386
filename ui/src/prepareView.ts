import type { RootStore } from '@portico/kernel/internal'
import { viewCodeArrived } from './viewCodeArrived.ts'

/**
 * Loads what a view shows in its first frame, so it opens complete without a loading state: its
 * code; for Connect the code of its sections and the wallets found without any chain SDK (the
 * registry's first page is asked for, not waited for: its rows fill the places kept for them); for
 * Account the code of its tabs. Settles once all of it has arrived or failed (a failure shows
 * where the part renders).
 */
export async function prepareView(store: RootStore, view: string): Promise<void> {
  const { registry, adapters, wallets } = store
  const discovering: Promise<unknown>[] = []
  if (view === 'Connect') {
    discovering.push(adapters.discover())
    // Each is a no-op without a registry, or once loaded; a failure shows in the list.
    if (wallets.page === 0) void wallets.fetchNextPage()
    if (wallets.featuredWallets.length === 0) void wallets.fetchFeatured()
  }
  await Promise.all([viewCodeArrived(registry, view), ...discovering])
}
