import { makeAutoObservable, observableRef } from 'mobx'
import type { ViewId } from '../contracts/RouteRegistry.ts'
import type { RouterStore } from './RouterStore.ts'
import { TransactionLimitError } from '../errors.ts'

/** Pending transactions allowed on the stack (SPEC §9). */
export const PENDING_TRANSACTIONS_MAX = 99

/** How a transaction ended. */
export type TransactionOutcome = 'success' | 'error' | 'cancel'

/** One entry of the transaction stack: what to do when its transaction ends. */
export interface TransactionEntry {
  onSuccess?: () => void
  onError?: () => void
  onCancel?: () => void
  /** On success the current view is replaced by this one (Account after an ERC20 send). */
  replaceWith?: ViewId
}

/**
 * The transaction stack of SPEC §4: a send pushes an entry; when the transaction ends the entry
 * is popped, success runs its success action (and replaces the view when asked), error or
 * cancel runs its action and goes back. At most 99 entries are pending (SPEC §9).
 */
export class TransactionsStore {
  entries: readonly TransactionEntry[] = []
  private readonly router: Pick<RouterStore, 'replace' | 'goBack'>

  constructor(router: Pick<RouterStore, 'replace' | 'goBack'>) {
    this.router = router
    // Entries hold callbacks: kept as given, never wrapped by a deep observable.
    makeAutoObservable<TransactionsStore, 'router'>(this, { router: false, entries: observableRef }, { autoBind: true })
  }

  /** Whether no transaction is pending. */
  get isEmpty(): boolean {
    return this.entries.length === 0
  }

  /** Pushes an entry; refused with a TransactionLimitError when 99 are pending. */
  push(entry: TransactionEntry = {}): void {
    if (this.entries.length >= PENDING_TRANSACTIONS_MAX) {
      throw new TransactionLimitError(`At most ${PENDING_TRANSACTIONS_MAX} transactions may be pending`)
    }
    this.entries = [...this.entries, entry]
  }

  /** Ends the newest transaction: pops its entry and runs what its outcome asks. */
  end(outcome: TransactionOutcome): void {
    const entry = this.entries[this.entries.length - 1]
    if (!entry) return
    this.entries = this.entries.slice(0, -1)
    if (outcome === 'success') {
      entry.onSuccess?.()
      if (entry.replaceWith) this.router.replace(entry.replaceWith)
      return
    }
    if (outcome === 'error') entry.onError?.()
    else entry.onCancel?.()
    this.router.goBack()
  }
}
