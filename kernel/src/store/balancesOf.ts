import type { Storage } from '../services/Storage.ts'
import { BalancesStore } from './BalancesStore.ts'
import type { SnackStore } from './SnackStore.ts'

/** Where the balances store lives: the stores, with what it is made from. */
export interface BalancesHolder {
  readonly storage: Storage
  readonly snack: SnackStore
  balances: BalancesStore | undefined
}

/**
 * The balances store of `root`, created on first use: only what shows or reads balances asks for
 * it (the Account view, the button's balance, the hooks, the plugins' context), so its code loads
 * with those, not with the page. Every reader comes through here, so its creation needs no
 * observer (a view may make it while it renders); what it holds is observable.
 */
export function balancesOf(root: BalancesHolder): BalancesStore {
  root.balances ??= new BalancesStore(root.storage, root.snack)
  return root.balances
}
