import { cacheLifetimes, decode } from '@portico/kernel/extend'
import type { HttpClient, PluginContext } from '@portico/kernel/extend'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { Nft } from './Nft.ts'
import { NftPage } from './NftPage.ts'

/**
 * Where the NFTs tab stands: no project service (`unavailable`), an account the service cannot
 * list NFTs for (`unsupported`: not eip155), the first page on its way, the list, nothing owned,
 * or the first page failed.
 */
export type NftsState = 'unavailable' | 'unsupported' | 'loading' | 'loaded' | 'empty' | 'error'

/** What the NFTs store reads of the kernel's stores: the active account and network. */
export interface NftsRoot {
  connections: Pick<PluginContext['connections'], 'activeAddress' | 'activeNamespace'>
  networks: Pick<PluginContext['networks'], 'active'>
}

/** Pages read in one go while every NFT on them is left out (spam, another chain), before showing what there is. */
const maxPagesPerLoad = 5

/**
 * The active account's NFTs on the active eip155 network, from the project service
 * (`GET /nfts/{address}?chainId=eip155:N&cursor=C`), paged by cursor: spam (`flags.is_spam`) and
 * other chains' NFTs left out. A change of account or network starts over; a list is fetched
 * again when it is older than SPEC §9's 30 s portfolio lifetime.
 */
export class NftsStore {
  /** The cursor of the next page; null when the last page is in. */
  next: string | null = null
  /** Whether a request is in flight. */
  loading = false
  /** Whether the last request failed. */
  failed = false
  private entries: Nft[] = []
  /** The account and network the entries belong to. */
  private entriesKey: string | undefined = undefined
  /** The account and network of the last request. */
  private requestKey: string | undefined = undefined
  private loadedAt = 0
  private controller: AbortController | undefined = undefined
  private readonly root: NftsRoot
  private readonly http: HttpClient | undefined

  constructor(root: NftsRoot, http: HttpClient | undefined) {
    this.root = root
    this.http = http
    makeAutoObservable<NftsStore, 'root' | 'http' | 'controller' | 'entries' | 'loadedAt'>(
      this,
      { root: false, http: false, controller: false, loadedAt: false, entries: observableRef },
      { autoBind: true },
    )
  }

  /** The project service's base URL, which the NFTs' images must come from; undefined without a service. */
  get serviceUrl(): string | undefined {
    return this.http?.options.baseUrl
  }

  /** The active account and eip155 network (`eip155:1:0x…`); undefined for another namespace or none. */
  get key(): string | undefined {
    const address = this.root.connections.activeAddress
    const network = this.root.networks.active
    if (!address || this.root.connections.activeNamespace !== 'eip155' || network?.chainNamespace !== 'eip155') return undefined
    return `${network.caipNetworkId}:${address}`
  }

  /** The NFTs shown: the active account's on the active network, in the service's order. */
  get nfts(): Nft[] {
    return this.entriesKey !== undefined && this.entriesKey === this.key ? this.entries : []
  }

  /** Where the tab stands (see `NftsState`). */
  get state(): NftsState {
    if (!this.http) return 'unavailable'
    const key = this.key
    if (key === undefined) return 'unsupported'
    if (this.nfts.length > 0) return 'loaded'
    if (this.requestKey !== key || this.loading) return 'loading'
    if (this.failed) return 'error'
    // Pages of spam only, with more to come: the list is shown (empty) with its "Show more".
    return this.entriesKey === key && this.next !== null ? 'loaded' : 'empty'
  }

  /** Fetches the first page, unless the list of this account and network is in flight or fresh. */
  load(): void {
    const key = this.key
    if (!this.http || key === undefined) return
    const fresh = Date.now() - this.loadedAt < cacheLifetimes.portfolioCache
    if (this.requestKey === key && (this.loading || (!this.failed && fresh))) return
    void this.fetch(key, undefined)
  }

  /** Fetches the next page, if there is one and nothing is in flight. */
  loadMore(): void {
    const key = this.key
    if (key === undefined || this.loading || this.next === null || this.entriesKey !== key) return
    void this.fetch(key, this.next)
  }

  /** After a failure: the page that failed again (the next one when a list is shown, else the first). */
  retry(): void {
    const key = this.key
    if (key === undefined) return
    if (this.nfts.length > 0 && this.next !== null) this.loadMore()
    else void this.fetch(key, undefined)
  }

  /** Stops the request in flight; its answer is dropped. */
  dispose(): void {
    this.controller?.abort()
    this.controller = undefined
  }

  private async fetch(key: string, cursor: string | undefined): Promise<void> {
    const http = this.http
    const network = this.root.networks.active
    const address = this.root.connections.activeAddress
    if (!http || !network || !address) return
    this.controller?.abort()
    const controller = new AbortController()
    this.controller = controller
    this.requestKey = key
    this.loading = true
    this.failed = false
    if (this.entriesKey !== key) {
      this.entries = []
      this.entriesKey = undefined
      this.next = null
    }
    try {
      const chainId = network.caipNetworkId
      const found: Nft[] = []
      let next: string | null = cursor ?? null
      for (let page = 0; page < maxPagesPerLoad; page += 1) {
        const answer = await http.get(`nfts/${encodeURIComponent(address)}`, { codec: NftPage, params: { chainId, cursor: next ?? undefined }, signal: controller.signal })
        found.push(...shown(answer.data, chainId))
        next = answer.next
        if (found.length > 0 || next === null) break
      }
      runInAction(() => {
        if (controller !== this.controller) return
        this.entries = cursor === undefined ? found : [...this.entries, ...found]
        this.entriesKey = key
        this.next = next
        this.loading = false
        this.loadedAt = Date.now()
      })
    } catch {
      runInAction(() => {
        if (controller !== this.controller) return
        this.loading = false
        this.failed = true
      })
    }
  }
}

/** The items of a page that decode as NFTs of `chainId` and are not spam. */
function shown(items: unknown[], chainId: string): Nft[] {
  return items.flatMap((item) => {
    const decoded = decode(Nft, item)
    return decoded.ok && decoded.value.chainId === chainId && !decoded.value.flags.is_spam ? [decoded.value] : []
  })
}
