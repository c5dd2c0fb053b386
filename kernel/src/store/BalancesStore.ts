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
 * dropped (SPEC §5), and after a failure an empty list and no retry for 30 s.
 */
export class BalancesStore {
  balances: TokenBalance[] = []
  loading = false
  error: string | undefined = undefined
  /** The key of the last fetch, such as `eip155:1:0xabc...`. */
  key: string | undefined = undefined
  private readonly cache: TimedCache<'portfolioCache'>
  private readonly snack: SnackStore
  private readonly blockedUntil = new Map<string, number>()

  constructor(storage: Storage, snack: SnackStore) {
    this.cache = new TimedCache(storage, 'portfolioCache')
    this.snack = snack
    makeAutoObservable<BalancesStore, 'cache' | 'snack' | 'blockedUntil'>(
      this,
      { cache: false, snack: false, blockedUntil: false },
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
      this.show(key, [], this.error)
      return []
    }
    this.loading = true
    try {
      const balances = (await loader()).filter((balance) => balance.quantity.decimals !== '0')
      this.blockedUntil.delete(key)
      this.cache.set(key, { balances })
      runInAction(() => this.show(key, balances, undefined))
      return balances
    } catch (error) {
      this.blockedUntil.set(key, Date.now() + BALANCE_RETRY_WAIT_MS)
      runInAction(() => {
        this.show(key, [], errorText(error))
        this.snack.showError(unavailableText)
      })
      return []
    }
  }

  /** Forgets the cached balances of a key, so the next fetch asks again (after a send). */
  invalidate(key: string): void {
    this.cache.remove(key)
  }

  /** Empties the list, such as on disconnect. */
  clear(): void {
    this.key = undefined
    this.balances = []
    this.error = undefined
    this.loading = false
  }

  private show(key: string, balances: TokenBalance[], error: string | undefined): void {
    // A slower fetch for an account no longer shown must not overwrite the current one.
    if (this.key !== key) return
    this.balances = balances
    this.error = error
    this.loading = false
  }
}
