import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { errorText } from '../errors/errorText.ts'
import type { Wallet } from '../model/Wallet.ts'
import type { Storage } from '../services/Storage.ts'
import type { WalletRegistry } from './WalletRegistry.ts'

/** Recent wallets kept (SPEC §9). */
export const RECENT_WALLETS_MAX = 2
/** Wallets per registry page (SPEC §9). */
export const WALLET_PAGE_ENTRIES = 40
/** Wallets per registry search (SPEC §9). */
export const WALLET_SEARCH_ENTRIES = 100
/** Recommended wallets shown (SPEC §9). */
export const RECOMMENDED_WALLETS = 4

/** The host's wallet lists (AppKit's option names). */
export interface WalletListOptions {
  excludeWalletIds?: string[]
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
}

/** What the wallets store reads besides its own state. */
export interface WalletsStoreInput {
  storage: Storage
  options?: WalletListOptions
  /** The wallet registry; without one the lists stay empty. */
  registry?: WalletRegistry
}

/** What a wallet or connector is matched by against the excluded list. */
export interface WalletIdentity {
  id?: string
  rdns?: string | null
  name?: string
}

/**
 * The wallet registry as the modal shows it: pages of 40, search of 100, recent (2), featured and
 * excluded wallets (SPEC §6, §9). What the lists derive from it (the featured and recommended
 * wallets, the installed ones, the hidden "Browser Wallet") is computed where they are shown, in
 * headless/ (featuredWallets, recommendedWallets, isWalletInstalled, isBrowserWalletHidden).
 */
export class WalletsStore {
  recent: Wallet[] = []
  /** The registry's wallets loaded so far, excluded ones left out. */
  wallets: Wallet[] = []
  /** The registry's total, as it last said. */
  count = 0
  /** The last page loaded (1-based); 0 before the first. */
  page = 0
  searchQuery = ''
  searchResults: Wallet[] = []
  /** The featured wallets fetched from the registry. */
  featuredWallets: Wallet[] = []
  error: string | undefined = undefined
  readonly excludedIds: string[]
  readonly featuredIds: string[]
  readonly includeIds: string[]
  registry: WalletRegistry | undefined
  private pageLoading = false
  private searching = false
  private readonly storage: Storage

  constructor(input: WalletsStoreInput) {
    this.storage = input.storage
    this.registry = input.registry
    this.excludedIds = input.options?.excludeWalletIds ?? []
    this.featuredIds = input.options?.featuredWalletIds ?? []
    this.includeIds = input.options?.includeWalletIds ?? []
    this.recent = (this.storage.get('recentWallets') ?? []).slice(0, RECENT_WALLETS_MAX)
    makeAutoObservable<WalletsStore, 'storage'>(
      this,
      { storage: false, registry: observableRef, excludedIds: false, featuredIds: false, includeIds: false },
      { autoBind: true },
    )
  }

  /** Whether a page or a search is in flight. */
  get loading(): boolean {
    return this.pageLoading || this.searching
  }

  /** Whether the registry has wallets not loaded yet. */
  get hasMore(): boolean {
    if (!this.registry) return false
    return this.page === 0 || this.page * WALLET_PAGE_ENTRIES < this.count
  }

  /** Whether the host excluded a wallet: by id, rdns, or name ignoring case (SPEC §6). */
  isExcluded(wallet: WalletIdentity): boolean {
    const name = wallet.name?.toLowerCase()
    return this.excludedIds.some(
      (excluded) => excluded === wallet.id || (wallet.rdns && excluded === wallet.rdns) || (name !== undefined && excluded.toLowerCase() === name),
    )
  }

  /** Puts a wallet first among the recent ones; two are kept and remembered (SPEC §9). */
  addRecent(wallet: Wallet): void {
    this.recent = [wallet, ...this.recent.filter((known) => known.id !== wallet.id)].slice(0, RECENT_WALLETS_MAX)
    this.storage.set('recentWallets', this.recent)
  }

  /** Uses another wallet registry (a story's); the loaded lists start over. */
  setRegistry(registry: WalletRegistry | undefined): void {
    this.registry = registry
    this.wallets = []
    this.count = 0
    this.page = 0
    this.searchResults = []
    this.featuredWallets = []
  }

  /** Loads the next page of 40 wallets, unless one is loading or none are left. */
  async fetchNextPage(): Promise<void> {
    const registry = this.registry
    if (!registry || this.pageLoading || !this.hasMore) return
    const page = this.page + 1
    this.pageLoading = true
    this.error = undefined
    try {
      const result = await registry.fetchPage({ page, entries: WALLET_PAGE_ENTRIES, ...this.listFilter() })
      runInAction(() => {
        if (registry !== this.registry) return
        const known = new Set(this.wallets.map((wallet) => wallet.id))
        const fresh = result.data.filter((wallet) => !known.has(wallet.id) && !this.isExcluded(wallet))
        this.wallets = [...this.wallets, ...fresh]
        this.count = result.count
        this.page = page
      })
    } catch (error) {
      runInAction(() => {
        this.error = errorText(error)
      })
    } finally {
      runInAction(() => {
        this.pageLoading = false
      })
    }
  }

  /** Loads the featured wallets the host listed. */
  async fetchFeatured(): Promise<void> {
    const registry = this.registry
    if (!registry || this.featuredIds.length === 0) return
    try {
      const result = await registry.fetchPage({ page: 1, entries: this.featuredIds.length, include: this.featuredIds })
      runInAction(() => {
        if (registry === this.registry) this.featuredWallets = result.data
      })
    } catch (error) {
      runInAction(() => {
        this.error = errorText(error)
      })
    }
  }

  /** Searches the registry (100 entries); an empty query clears the results. A newer search wins. */
  async search(query: string): Promise<void> {
    const trimmed = query.trim()
    this.searchQuery = trimmed
    this.error = undefined
    const registry = this.registry
    if (!registry || trimmed === '') {
      this.searchResults = []
      this.searching = false
      return
    }
    this.searching = true
    try {
      const result = await registry.search({ query: trimmed, entries: WALLET_SEARCH_ENTRIES, ...this.listFilter() })
      runInAction(() => {
        if (this.searchQuery !== trimmed || registry !== this.registry) return
        this.searchResults = result.data.filter((wallet) => !this.isExcluded(wallet))
        this.searching = false
      })
    } catch (error) {
      runInAction(() => {
        if (this.searchQuery !== trimmed) return
        this.searchResults = []
        this.error = errorText(error)
        this.searching = false
      })
    }
  }

  private listFilter(): { include?: string[]; exclude?: string[] } {
    return {
      ...(this.includeIds.length > 0 ? { include: this.includeIds } : {}),
      ...(this.excludedIds.length > 0 ? { exclude: this.excludedIds } : {}),
    }
  }
}
