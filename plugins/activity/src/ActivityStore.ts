import type { PorticoEvents } from '@portico/kernel'
import type { PluginContext } from '@portico/kernel/extend'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { ActivityNoAccountError } from './errors.ts'
import { groupByMonth } from './groupByMonth.ts'
import type { TransactionGroup } from './groupByMonth.ts'
import { isSpamTransaction } from './isSpamTransaction.ts'
import type { PendingTransaction } from './PendingTransaction.ts'
import type { Transaction } from './Transaction.ts'
import type { TransactionSource } from './TransactionSource.ts'

/** The stores and services the activity store reads. */
export type ActivityRoot = Pick<PluginContext, 'connections' | 'networks' | 'snack' | 'analytics' | 't' | 'logger'>

/**
 * What the list shows: no project service (`unavailable`), a namespace without activity
 * (`unsupported`, SPEC §9: eip155 only), no account, the first page loading, a failure with
 * nothing to show, nothing at all, or transactions (pending ones included).
 */
export type ActivityState = 'unavailable' | 'unsupported' | 'disconnected' | 'loading' | 'error' | 'empty' | 'ready'

/** The account and chain a list is of. */
interface ActivityAccount {
  address: string
  chainId: string
}

/** SPEC §8's text when there is no account to ask about. */
/** SPEC §9: at most this many transactions are kept pending. */
const pendingLimit = 99

/**
 * The active account's transactions (SPEC §3, §4): a fetch appends the next page and keeps its
 * cursor, `empty` once there is none; a failure sets `empty`, clears the cursor, tracks
 * ERROR_FETCH_TRANSACTIONS and says "Failed to fetch transactions". Only the active chain's
 * transactions are kept, spam-only ones dropped (SPEC §5). Sends made through Portico show as
 * pending until a fetch lists their hash.
 */
export class ActivityStore {
  transactions: Transaction[] = []
  /** The cursor of the next page; undefined when there is none (or after a failure). */
  next: string | undefined = undefined
  loading = false
  /** Whether the list is empty after the last fetch (true after a failure, SPEC §4). */
  empty = false
  /** The message key of the last fetch's failure; undefined once a fetch succeeds. */
  error: string | undefined = undefined
  /** Sends not listed by the service yet, any account and chain, newest first. */
  pending: PendingTransaction[] = []
  /** Where transactions come from; undefined without a project service. */
  source: TransactionSource | undefined
  /** The `chainId:address` the list holds; undefined before the first fetch. */
  loadedKey: string | undefined = undefined
  /** How many views show the list now; the list is read only while one does. */
  watchers = 0
  private readonly root: ActivityRoot
  private inFlight: Promise<void> | undefined = undefined
  private controller: AbortController | undefined = undefined
  /** The cursor a failed fetch asked with, to try the same page again. */
  private failedCursor: string | undefined = undefined

  constructor(root: ActivityRoot, source: TransactionSource | undefined) {
    this.root = root
    this.source = source
    makeAutoObservable<ActivityStore, 'root' | 'inFlight' | 'controller' | 'failedCursor'>(
      this,
      { root: false, inFlight: false, controller: false, failedCursor: false, source: observableRef, transactions: observableRef, pending: observableRef },
      { autoBind: true },
    )
  }

  /** The active eip155 account and its network's CAIP-2 id; undefined for other namespaces or without one. */
  get account(): ActivityAccount | undefined {
    const { connections, networks } = this.root
    const address = connections.activeAddress
    const chainId = networks.active?.caipNetworkId
    if (connections.activeNamespace !== 'eip155' || !address || !chainId) return undefined
    return { address, chainId }
  }

  /** The key of the active account's list. */
  get accountKey(): string | undefined {
    const account = this.account
    return account ? `${account.chainId}:${account.address.toLowerCase()}` : undefined
  }

  /** The active account's sends its service does not list yet, newest first. */
  get pendingRows(): PendingTransaction[] {
    const account = this.account
    if (!account) return []
    const listed = new Set(this.transactions.map((transaction) => transaction.metadata.hash.toLowerCase()))
    return this.pending.filter(
      (sent) => sent.chainId === account.chainId && sent.from.toLowerCase() === account.address.toLowerCase() && !listed.has(sent.hash.toLowerCase()),
    )
  }

  /** The listed transactions by year and month, newest first. */
  get groups(): TransactionGroup[] {
    return groupByMonth(this.transactions)
  }

  /** Whether another page can be asked for. */
  get hasMore(): boolean {
    return this.next !== undefined
  }

  /** What the list shows (see `ActivityState`). */
  get state(): ActivityState {
    if (!this.source) return 'unavailable'
    const namespace = this.root.connections.activeNamespace
    if (namespace !== undefined && namespace !== 'eip155') return 'unsupported'
    if (!this.account) return 'disconnected'
    const listed = this.transactions.length + this.pendingRows.length
    if (listed > 0) return 'ready'
    if (this.loading || this.loadedKey !== this.accountKey) return 'loading'
    return this.error ? 'error' : 'empty'
  }

  /**
   * Fetches the next page of the active account's transactions (the first when none is loaded,
   * or when the account or network changed), as SPEC §4 says. Throws SPEC §8's "Transactions
   * can't be fetched without an accountAddress" without an account; a fetch already under way is
   * joined, not repeated.
   */
  fetchTransactions(): Promise<void> {
    const account = this.account
    if (!account) return Promise.reject(new ActivityNoAccountError())
    if (this.loadedKey !== this.accountKey) this.reset()
    else if (this.inFlight) return this.inFlight
    else if (this.loadedKey !== undefined && this.next === undefined && this.error === undefined) return Promise.resolve()
    const cursor = this.error !== undefined ? this.failedCursor : this.next
    this.inFlight = this.load(account, cursor).finally(() => {
      this.inFlight = undefined
    })
    return this.inFlight
  }

  /**
   * Reads the first page again and puts the transactions not listed yet at the top (the pages
   * already read and the cursor are kept): pending sends the service now lists settle.
   */
  async refresh(): Promise<void> {
    const account = this.account
    const source = this.source
    if (!account || !source || this.loadedKey !== this.accountKey || this.inFlight) return
    const key = this.accountKey
    const page = await source.fetchPage({ ...account, cache: 'no-cache' }).catch(() => undefined)
    runInAction(() => {
      if (!page || key !== this.accountKey) return
      const known = new Set(this.transactions.map((transaction) => transaction.id))
      const fresh = this.keep(page.data, account.chainId).filter((transaction) => !known.has(transaction.id))
      if (fresh.length > 0) this.transactions = [...fresh, ...this.transactions]
      this.empty = this.transactions.length === 0
      this.settle()
    })
  }

  /**
   * Called by a view that shows the list, when it mounts: reads the first page, or the newest
   * transactions when the list is already loaded. Returns what the view calls when it unmounts.
   */
  watch(): () => void {
    this.watchers += 1
    if (this.account && this.source) {
      if (this.loadedKey === this.accountKey && !this.error) void this.refresh()
      else void this.fetchTransactions().catch(() => undefined)
    }
    return () => {
      runInAction(() => (this.watchers -= 1))
    }
  }

  /** Forgets the list and tries the first page again (the error state's Try again). */
  retry(): Promise<void> {
    if (this.transactions.length === 0) this.reset()
    return this.fetchTransactions().catch(() => undefined)
  }

  /** Shows a send as pending (the kernel's `transaction:sent` event). */
  addPending(sent: PorticoEvents['transaction:sent']): void {
    const others = this.pending.filter((entry) => entry.hash.toLowerCase() !== sent.hash.toLowerCase())
    this.pending = [{ ...sent, sentAt: Date.now() }, ...others].slice(0, pendingLimit)
  }

  /** Replaces where transactions come from (a story's fixed list); the list is read again. */
  setSource(source: TransactionSource | undefined): void {
    this.source = source
    this.reset()
  }

  /** Empties the list (the account or network changed); a fetch under way is abandoned. */
  reset(): void {
    this.controller?.abort()
    this.controller = undefined
    this.inFlight = undefined
    this.transactions = []
    this.next = undefined
    this.loading = false
    this.empty = false
    this.error = undefined
    this.loadedKey = undefined
    this.failedCursor = undefined
  }

  private async load(account: ActivityAccount, cursor: string | undefined): Promise<void> {
    const source = this.source
    if (!source) return
    const key = this.accountKey
    const controller = new AbortController()
    this.controller = controller
    this.loading = true
    this.loadedKey = key
    try {
      // The first page changes with each block; an older one may come from the browser's cache when the service allows it.
      const page = await source.fetchPage({ ...account, cursor, cache: cursor === undefined ? 'no-cache' : 'default', signal: controller.signal })
      runInAction(() => {
        if (controller.signal.aborted) return
        const known = new Set(this.transactions.map((transaction) => transaction.id))
        const added = this.keep(page.data, account.chainId).filter((transaction) => !known.has(transaction.id))
        this.transactions = [...this.transactions, ...added]
        this.loading = false
        this.error = undefined
        this.failedCursor = undefined
        this.empty = this.transactions.length === 0
        this.next = page.next ?? undefined
        this.settle()
      })
    } catch (error) {
      if (controller.signal.aborted) return
      runInAction(() => {
        this.root.analytics.track('ERROR_FETCH_TRANSACTIONS', { address: account.address, chainId: account.chainId, cursor })
        this.root.snack.showError(this.root.t('activity.error.fetch'))
        this.loading = false
        this.empty = true
        this.next = undefined
        this.failedCursor = cursor
        this.error = 'activity.error.fetch'
      })
      this.root.logger.error('fetching transactions failed', error)
    }
  }

  /** SPEC §5: only the active chain's transactions, none whose transfers are all spam. */
  private keep(transactions: readonly Transaction[], chainId: string): Transaction[] {
    return transactions.filter((transaction) => transaction.metadata.chain === chainId && !isSpamTransaction(transaction))
  }

  /** Drops the pending sends the list now holds. */
  private settle(): void {
    const listed = new Set(this.transactions.map((transaction) => transaction.metadata.hash.toLowerCase()))
    if (this.pending.some((sent) => listed.has(sent.hash.toLowerCase()))) this.pending = this.pending.filter((sent) => !listed.has(sent.hash.toLowerCase()))
  }
}
