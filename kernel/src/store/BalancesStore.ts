import { makeAutoObservable, runInAction } from 'mobx'
import { TimedCache } from '../cache/TimedCache.ts'
import { errorText } from '../errors/errorText.ts'
import type { TokenBalance } from '../model/TokenBalance.ts'
import type { Storage } from '../services/Storage.ts'
import type { SnackStore } from './SnackStore.ts'

/** How long balance fetches stay blocked after a failure (SPEC §4, §9). */
export const BALANCE_RETRY_WAIT_MS = 30_000

/** The snack text of a failed balance fetch (SPEC §8). */
const unavailableText = 'Token Balance Unavailable'

/**
 * Token balances of the active account: cached 30 s in storage, tokens with decimals '0'
 * dropped (SPEC §5), and after a failure an empty list returned and no retry for 30 s. The
 * figures last read for the account stay on show after a failure, marked `stale`.
 */
export class BalancesStore {
  balances: TokenBalance[] = []
  loading = false
  error: string | undefined = undefined
  /** Whether the balances shown are the last ones read before a fetch failed: they may be out of date. */
  stale = false
  /** After a failure, when the next fetch may go out (ms since the epoch); undefined otherwise. */
  retryAt: number | undefined = undefined
  /** The key of the last fetch, such as `eip155:1:0xabc...`. */
  key: string | undefined = undefined
  private readonly cache: TimedCache<'portfolioCache'>
  private readonly snack: SnackStore
  private readonly blockedUntil = new Map<string, number>()
  /** The balances last read per key, shown (stale) when a later fetch fails. */
  private readonly lastRead = new Map<string, TokenBalance[]>()

  constructor(storage: Storage, snack: SnackStore) {
    this.cache = new TimedCache(storage, 'portfolioCache')
    this.snack = snack
    makeAutoObservable<BalancesStore, 'cache' | 'snack' | 'blockedUntil' | 'lastRead'>(
      this,
      { cache: false, snack: false, blockedUntil: false, lastRead: false },
      { autoBind: true },
    )
  }

  /**
   * Fetches the balances under `key` (an account on a network) with `loader`, unless fresh ones
   * are cached or a failure blocks retries; returns what the store then shows.
   */
  async fetch(key: string, loader: () => Promise<TokenBalance[]>): Promise<TokenBalance[]> {
    this.key = key
    const cached = this.cache.get(key)
    if (cached) {
      this.show(key, cached.balances, undefined)
      return cached.balances
    }
    const blockedUntil = this.blockedUntil.get(key)
    if (blockedUntil !== undefined && Date.now() < blockedUntil) {
      this.showFailed(key, this.error)
      return []
    }
    this.loading = true
    try {
      const balances = (await loader()).filter((balance) => balance.quantity.decimals !== '0')
      this.blockedUntil.delete(key)
      this.lastRead.set(key, balances)
      this.cache.set(key, { balances })
      runInAction(() => this.show(key, balances, undefined))
      return balances
    } catch (error) {
      const retryAt = Date.now() + BALANCE_RETRY_WAIT_MS
      this.blockedUntil.set(key, retryAt)
      runInAction(() => {
        // One snack when the balances start failing, not one per retry while they still fail.
        const failing = this.key === key && this.error !== undefined
        this.showFailed(key, errorText(error), retryAt)
        if (!failing) this.snack.showError(unavailableText)
      })
      return []
    }
  }

  /** Forgets the cached balances of a key and any retry block, so the next fetch asks again (after a send). */
  invalidate(key: string): void {
    this.cache.remove(key)
    this.blockedUntil.delete(key)
  }

  /** Empties the list, such as on disconnect. */
  clear(): void {
    this.key = undefined
    this.balances = []
    this.error = undefined
    this.stale = false
    this.retryAt = undefined
    this.loading = false
  }

  private show(key: string, balances: TokenBalance[], error: string | undefined, stale = false, retryAt?: number): void {
    // A slower fetch for an account no longer shown must not overwrite the current one.
    if (this.key !== key) return
    this.balances = balances
    this.error = error
    this.stale = stale
    this.retryAt = error === undefined ? undefined : (retryAt ?? this.blockedUntil.get(key))
    this.loading = false
  }

  /** After a failure: the balances last read for the key, marked stale, or none. */
  private showFailed(key: string, error: string | undefined, retryAt?: number): void {
    const last = this.lastRead.get(key)
    this.show(key, last ?? [], error, last !== undefined, retryAt)
  }
}
