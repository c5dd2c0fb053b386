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

/** The test wallet's remembered state, in memory and, when given a storage, under one key of it. */
export class TestWalletMemory {
  state: TestWalletMemoryState
  private readonly storage: KeyValueStorage | undefined
  private readonly key: string

  constructor(initial: TestWalletMemoryState, storage: KeyValueStorage | undefined, key: string) {
    this.storage = storage
    this.key = key
    this.state = initial
    const stored = storage?.getItem(key)
    if (!stored) return
    try {
      const parsed: unknown = JSON.parse(stored)
      if (isState(parsed)) this.state = { ...parsed, added: { ...parsed.added } }
    } catch {
      storage?.removeItem(key)
    }
  }

  /** Changes part of the state and stores it; a wallet not permitted and on its first chain stores nothing. */
  update(change: Partial<TestWalletMemoryState>): void {
    this.state = { ...this.state, ...change }
    if (!this.storage) return
    if (this.state.permitted || Object.keys(this.state.added).length > 0) this.storage.setItem(this.key, JSON.stringify(this.state))
    else this.storage.removeItem(this.key)
  }
}
