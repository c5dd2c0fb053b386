import { makeAutoObservable } from 'mobx'

/** The transaction stack of SPEC §4. TODO(stores helper): push, pop, 99 pending, tests. */
export class TransactionsStore {
  pending: unknown[] = []

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }
}
