import { runInAction } from 'mobx'
import type { RouterStore } from './RouterStore.ts'
import { TransactionsStore } from './TransactionsStore.ts'

/** Where the transaction stack lives: the stores, whose `transactions` is observable. */
interface TransactionsHolder {
  readonly router: Pick<RouterStore, 'replace' | 'goBack'>
  transactions: TransactionsStore | undefined
}

/**
 * The transaction stack of `root` (SPEC §4), created on first use: only plugins push onto it
 * (send, swaps), so its code loads with the plugins' context, not with the page.
 */
export function transactionsOf(root: TransactionsHolder): TransactionsStore {
  const existing = root.transactions
  if (existing) return existing
  const created = new TransactionsStore(root.router)
  runInAction(() => (root.transactions = created))
  return created
}
