import { describe, expect, it } from 'vitest'
import { featuredWallets } from '../headless/featuredWallets.ts'
import { installedRdns } from '../headless/installedRdns.ts'
import { isBrowserWalletHidden } from '../headless/isBrowserWalletHidden.ts'
import { isWalletInstalled } from '../headless/isWalletInstalled.ts'
import { recommendedWallets } from '../headless/recommendedWallets.ts'
import type { Connector } from '../model/Connector.ts'
import type { Wallet } from '../model/Wallet.ts'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import type { WalletPageRequest, WalletRegistry, WalletSearchRequest } from './WalletRegistry.ts'
import { WalletsStore } from './WalletsStore.ts'

function wallet(index: number, extra: Partial<Wallet> = {}): Wallet {
  return { id: `wallet-${index}`, name: `Wallet ${index}`, ...extra }
}

/** A registry over a list in memory that records what it was asked. */
class ListRegistry implements WalletRegistry {
  readonly pages: WalletPageRequest[] = []
  readonly searches: WalletSearchRequest[] = []
  failNext = false
  constructor(private readonly all: Wallet[]) {}

  async fetchPage(request: WalletPageRequest) {
    this.pages.push(request)
    if (this.failNext) {
      this.failNext = false
      throw new Error('HTTP status code: 503')
    }
    const list = request.include ? this.all.filter((w) => request.include?.includes(w.id)) : this.all
    const start = (request.page - 1) * request.entries
    return { count: list.length, data: list.slice(start, start + request.entries) }
  }

  async search(request: WalletSearchRequest) {
    this.searches.push(request)
    const found = this.all.filter((w) => w.name.toLowerCase().includes(request.query.toLowerCase()))
    return { count: found.length, data: found.slice(0, request.entries) }
  }
}

function store(options: ConstructorParameters<typeof WalletsStore>[0]['options'] = {}, registry?: WalletRegistry) {
  return new WalletsStore({ storage: new Storage(memoryStorageBackend()), options, ...(registry ? { registry } : {}) })
}

const hundred = Array.from({ length: 100 }, (_, index) => wallet(index + 1))

describe('WalletsStore: recent wallets (SPEC §9: 2)', () => {
  it('keeps the 2 newest, newest first, without duplicates, and remembers them', () => {
    const storage = new Storage(memoryStorageBackend())
    const wallets = new WalletsStore({ storage })
    wallets.addRecent(wallet(1))
    wallets.addRecent(wallet(2))
    wallets.addRecent(wallet(1))
    expect(wallets.recent.map((w) => w.id)).toEqual(['wallet-1', 'wallet-2'])
    wallets.addRecent(wallet(3))
    expect(wallets.recent.map((w) => w.id)).toEqual(['wallet-3', 'wallet-1'])
    expect(storage.get('recentWallets')?.map((w) => w.id)).toEqual(['wallet-3', 'wallet-1'])
    expect(new WalletsStore({ storage }).recent.map((w) => w.id)).toEqual(['wallet-3', 'wallet-1'])
  })

  it('reads at most 2 from storage', () => {
    const storage = new Storage(memoryStorageBackend())
    storage.set('recentWallets', [wallet(1), wallet(2), wallet(3)])
    expect(new WalletsStore({ storage }).recent).toHaveLength(2)
  })
})

describe('WalletsStore: excluded wallets (SPEC §6)', () => {
  const wallets = store({ excludeWalletIds: ['wallet-1', 'io.rabby', 'Trust Wallet'] })
  it('matches by id', () => expect(wallets.isExcluded({ id: 'wallet-1' })).toBe(true))
  it('matches by rdns', () => expect(wallets.isExcluded({ id: 'x', rdns: 'io.rabby' })).toBe(true))
  it('matches by name ignoring case', () => expect(wallets.isExcluded({ name: 'TRUST WALLET' })).toBe(true))
  it('lets the others through', () => {
    expect(wallets.isExcluded({ id: 'wallet-2', rdns: 'io.metamask', name: 'MetaMask' })).toBe(false)
    expect(wallets.isExcluded({ rdns: null })).toBe(false)
  })
})

describe('WalletsStore: the "Browser Wallet" entry (SPEC §6)', () => {
  const browserWallet: Connector = { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', namespaces: ['eip155'] }
  const announced: Connector = { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespaces: ['eip155'], info: { rdns: 'io.metamask' } }

  it('is hidden on desktop', () => {
    expect(isBrowserWalletHidden(browserWallet, { isMobile: false, installed: false })).toBe(true)
  })

  it('is hidden on mobile when it has no rdns and nothing is installed', () => {
    expect(isBrowserWalletHidden(browserWallet, { isMobile: true, installed: installedRdns([browserWallet]).size > 0 })).toBe(true)
  })

  it('shows on mobile when something is installed, or when it has an rdns', () => {
    expect(isBrowserWalletHidden(browserWallet, { isMobile: true, installed: installedRdns([browserWallet, announced]).size > 0 })).toBe(false)
    expect(isBrowserWalletHidden(browserWallet, { isMobile: true, installed: true })).toBe(false)
    expect(isBrowserWalletHidden({ ...browserWallet, info: { rdns: 'com.example' } }, { isMobile: true, installed: false })).toBe(false)
  })

  it('never hides other connectors', () => {
    expect(isBrowserWalletHidden(announced, { isMobile: false, installed: true })).toBe(false)
    expect(isBrowserWalletHidden({ ...browserWallet, type: 'ANNOUNCED' }, { isMobile: false, installed: false })).toBe(false)
  })
})

describe('WalletsStore: registry pages (SPEC §9: 40 per page)', () => {
  it('loads pages of 40 until the count is reached', async () => {
    const registry = new ListRegistry(hundred)
    const wallets = store({}, registry)
    expect(wallets.hasMore).toBe(true)
    await wallets.fetchNextPage()
    expect(registry.pages[0]).toEqual({ page: 1, entries: 40 })
    expect(wallets.wallets).toHaveLength(40)
    expect(wallets.count).toBe(100)
    expect(wallets.page).toBe(1)
    await wallets.fetchNextPage()
    await wallets.fetchNextPage()
    expect(wallets.wallets).toHaveLength(100)
    expect(wallets.hasMore).toBe(false)
    await wallets.fetchNextPage()
    expect(registry.pages).toHaveLength(3)
  })

  it('asks the registry with the include and exclude lists and leaves excluded wallets out', async () => {
    const registry = new ListRegistry([wallet(1), wallet(2, { name: 'Hidden' }), wallet(3)])
    const wallets = store({ includeWalletIds: ['wallet-1', 'wallet-2', 'wallet-3'], excludeWalletIds: ['hidden'] }, registry)
    await wallets.fetchNextPage()
    expect(registry.pages[0]).toEqual({ page: 1, entries: 40, include: ['wallet-1', 'wallet-2', 'wallet-3'], exclude: ['hidden'] })
    expect(wallets.wallets.map((w) => w.id)).toEqual(['wallet-1', 'wallet-3'])
  })

  it('is loading while a page is in flight and loads one page at a time', async () => {
    const registry = new ListRegistry(hundred)
    const wallets = store({}, registry)
    const first = wallets.fetchNextPage()
    expect(wallets.loading).toBe(true)
    const second = wallets.fetchNextPage()
    await Promise.all([first, second])
    expect(registry.pages).toHaveLength(1)
    expect(wallets.loading).toBe(false)
  })

  it('keeps the error text and the page on failure, and retries the same page', async () => {
    const registry = new ListRegistry(hundred)
    registry.failNext = true
    const wallets = store({}, registry)
    await wallets.fetchNextPage()
    expect(wallets.error).toBe('HTTP status code: 503')
    expect(wallets.page).toBe(0)
    await wallets.fetchNextPage()
    expect(wallets.error).toBeUndefined()
    expect(registry.pages.map((p) => p.page)).toEqual([1, 1])
  })

  it('has nothing to load without a registry', async () => {
    const wallets = store()
    expect(wallets.hasMore).toBe(false)
    await wallets.fetchNextPage()
    expect(wallets.wallets).toEqual([])
  })
})

describe('WalletsStore: search (SPEC §9: 100 entries)', () => {
  it('searches 100 entries by query and clears on an empty query', async () => {
    const registry = new ListRegistry([...hundred, wallet(101, { name: 'Rainbow' })])
    const wallets = store({}, registry)
    await wallets.search('  rain ')
    expect(registry.searches[0]).toEqual({ query: 'rain', entries: 100 })
    expect(wallets.searchQuery).toBe('rain')
    expect(wallets.searchResults.map((w) => w.name)).toEqual(['Rainbow'])
    await wallets.search('')
    expect(wallets.searchResults).toEqual([])
    expect(registry.searches).toHaveLength(1)
  })

  it('keeps only the answer of the newest query, even when an older one answers last', async () => {
    const answers: ((page: { count: number; data: Wallet[] }) => void)[] = []
    const registry: WalletRegistry = {
      fetchPage: async () => ({ count: 0, data: [] }),
      search: () => new Promise((resolve) => answers.push(resolve)),
    }
    const wallets = store({}, registry)
    const older = wallets.search('alpha')
    const newer = wallets.search('beta')
    answers[1]!({ count: 1, data: [wallet(2, { name: 'Beta' })] })
    await newer
    answers[0]!({ count: 1, data: [wallet(1, { name: 'Alpha' })] })
    await older
    expect(wallets.searchQuery).toBe('beta')
    expect(wallets.searchResults.map((w) => w.name)).toEqual(['Beta'])
    expect(wallets.loading).toBe(false)
  })

  it('leaves excluded wallets out of the results', async () => {
    const wallets = store({ excludeWalletIds: ['wallet-2'] }, new ListRegistry([wallet(1, { name: 'Ax' }), wallet(2, { name: 'Ay' })]))
    await wallets.search('a')
    expect(wallets.searchResults.map((w) => w.id)).toEqual(['wallet-1'])
  })
})

describe('WalletsStore: featured and recommended (SPEC §9: 4 recommended)', () => {
  it('lists featured wallets in the host order, excluded ones left out', async () => {
    const registry = new ListRegistry(hundred)
    const wallets = store({ featuredWalletIds: ['wallet-70', 'wallet-3', 'wallet-9'], excludeWalletIds: ['wallet-9'] }, registry)
    await wallets.fetchFeatured()
    expect(registry.pages[0]).toEqual({ page: 1, entries: 3, include: ['wallet-70', 'wallet-3', 'wallet-9'] })
    expect(featuredWallets(wallets).map((w) => w.id)).toEqual(['wallet-70', 'wallet-3'])
  })

  it('recommends the first 4 registry wallets that are not excluded, featured, recent or installed', async () => {
    const list = [
      wallet(1),
      wallet(2, { installed: true }),
      wallet(3, { rdns: 'io.metamask' }),
      wallet(4),
      wallet(5),
      wallet(6),
      wallet(7),
      wallet(8),
      wallet(9),
    ]
    const connectors: Connector[] = [{ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', namespaces: ['eip155'], info: { rdns: 'io.metamask' } }]
    const wallets = store({ featuredWalletIds: ['wallet-4'], excludeWalletIds: ['wallet-5'] }, new ListRegistry(list))
    wallets.addRecent(wallet(6))
    await wallets.fetchNextPage()
    expect(isWalletInstalled(list[2]!, installedRdns(connectors))).toBe(true)
    expect(recommendedWallets(wallets, installedRdns(connectors)).map((w) => w.id)).toEqual(['wallet-1', 'wallet-7', 'wallet-8', 'wallet-9'])
  })
})
