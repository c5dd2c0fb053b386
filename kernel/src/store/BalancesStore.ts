import { makeAutoObservable } from 'mobx'
import type { TokenBalance } from '../model/TokenBalance.ts'

/** Token balances of the active account. TODO(stores helper): caches, 30 s retry block, tests. */
export class BalancesStore {
  balances: TokenBalance[] = []
  loading = false

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }
}
