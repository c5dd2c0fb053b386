/** Where the test wallet keeps what survives a reload: `localStorage` in a page. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** What the test wallet remembers: whether the site may see its accounts, its chain, the chains added to it. */
export interface TestWalletMemoryState {
  permitted: boolean
  chainId: number
  /** RPC urls of the chains added with `wallet_addEthereumChain`, by chain id. */
  added: Record<string, string>
}

function isState(value: unknown): value is TestWalletMemoryState {
  if (typeof value !== 'object' || value === null) return false
  const { permitted, chainId, added } = value as Record<string, unknown>
  return (
    typeof permitted === 'boolean' &&
    typeof chainId === 'number' &&
    Number.isSafeInteger(chainId) &&
    typeof added === 'object' &&
    added !== null &&
    Object.values(added).every((url) => typeof url === 'string')
  )
}

/**
 * The test wallet's remembered state, in memory and, when given a storage, under one key of it.
 * With a storage, the stored state is the state, read on each use: like an extension, the
 * wallet is one for every tab of an origin (a site approved in one tab is approved in all).
 */
export class TestWalletMemory {
  private current: TestWalletMemoryState
  private readonly initial: TestWalletMemoryState
  private readonly storage: KeyValueStorage | undefined
  private readonly key: string

  constructor(initial: TestWalletMemoryState, storage: KeyValueStorage | undefined, key: string) {
    this.storage = storage
    this.key = key
    this.initial = initial
    this.current = this.read()
  }

  /** What the wallet remembers now. */
  get state(): TestWalletMemoryState {
    if (this.storage) this.current = this.read()
    return this.current
  }

  /** Changes part of the state and stores it; a wallet not permitted and on its first chain stores nothing. */
  update(change: Partial<TestWalletMemoryState>): void {
    this.current = { ...this.state, ...change }
    if (!this.storage) return
    if (this.current.permitted || Object.keys(this.current.added).length > 0) this.storage.setItem(this.key, JSON.stringify(this.current))
    else this.storage.removeItem(this.key)
  }

  private read(): TestWalletMemoryState {
    const stored = this.storage?.getItem(this.key)
    if (!stored) return this.initial
    try {
      const parsed: unknown = JSON.parse(stored)
      if (isState(parsed)) return { ...parsed, added: { ...parsed.added } }
    } catch {
      this.storage?.removeItem(this.key)
    }
    return this.initial
  }
}
