import { when } from 'mobx'
import type { AppKit } from '../AppKit.ts'
import type { FetchWalletsOptions } from './FetchWalletsOptions.ts'
import { instanceOf } from './instanceOf.ts'
import { startWalletList } from './startWalletList.ts'

/**
 * Loads registry wallets into the headless list (AppKit's `fetchWallets`): a search of 100 when
 * `search` (or its former name `query`) is given (an empty one clears it), else the pages up to
 * `page` (40 each), by default the next one. A failure is kept in the wallets store, as the modal's
 * list keeps it.
 */
export async function fetchWallets(options: FetchWalletsOptions = {}, appKit?: AppKit): Promise<void> {
  const { store } = instanceOf(appKit)
  const { wallets } = store
  startWalletList(store)
  const search = options.search ?? options.query
  if (search !== undefined) return wallets.search(search)
  if (wallets.searchQuery) await wallets.search('')
  const target = options.page ?? Math.max(wallets.page + 1, 1)
  while (wallets.page < target && wallets.hasMore) {
    const before = wallets.page
    // A page already on its way (the list's first) is waited for, not asked twice.
    if (wallets.loading) await when(() => !wallets.loading)
    else await wallets.fetchNextPage()
    // A page that failed leaves the list where it was: stop rather than ask again at once.
    if (wallets.page === before && !wallets.loading) return
  }
}
