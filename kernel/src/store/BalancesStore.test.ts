import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TokenBalance } from '../model/TokenBalance.ts'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { BalancesStore } from './BalancesStore.ts'
import { SnackStore } from './SnackStore.ts'

function token(symbol: string, decimals: string): TokenBalance {
  return { name: symbol, symbol, chainId: 'eip155:1', value: 1, price: 1, quantity: { decimals, numeric: '1' } }
}

const key = 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7'

function setup() {
  const storage = new Storage(memoryStorageBackend())
  const snack = new SnackStore()
  return { storage, snack, balances: new BalancesStore(storage, snack) }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('BalancesStore', () => {
  it("drops tokens whose quantity.decimals is '0' (SPEC §5)", async () => {
    const { balances } = setup()
    const result = await balances.fetch(key, async () => [token('ETH', '18'), token('NFT', '0'), token('USDC', '6')])
    expect(result.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(balances.balances.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(balances.loading).toBe(false)
  })

  it('is loading while the loader runs', async () => {
    const { balances } = setup()
    let finish: (list: TokenBalance[]) => void = () => {}
    const pending = balances.fetch(key, () => new Promise((resolve) => (finish = resolve)))
    expect(balances.loading).toBe(true)
    finish([])
    await pending
    expect(balances.loading).toBe(false)
  })

  it('on failure shows "Token Balance Unavailable", returns an empty list and blocks retries 30 s (SPEC §4, §8, §9)', async () => {
    const { balances, snack } = setup()
    const failing = vi.fn(async (): Promise<TokenBalance[]> => {
      throw new Error('HTTP status code: 503')
    })
    expect(await balances.fetch(key, failing)).toEqual([])
    expect(snack.open).toBe(true)
    expect(snack.variant).toBe('error')
    expect(snack.message).toBe('Token Balance Unavailable')
    expect(balances.error).toBe('HTTP status code: 503')
    expect(balances.balances).toEqual([])

    const working = vi.fn(async () => [token('ETH', '18')])
    vi.advanceTimersByTime(29_999)
    expect(await balances.fetch(key, working)).toEqual([])
    expect(working).not.toHaveBeenCalled()

    vi.advanceTimersByTime(1)
    expect((await balances.fetch(key, working)).map((t) => t.symbol)).toEqual(['ETH'])
    expect(working).toHaveBeenCalledTimes(1)
    expect(balances.error).toBeUndefined()
  })

  it('caches balances 30 s in storage (portfolioCache), then asks again', async () => {
    const { balances, storage } = setup()
    const loader = vi.fn(async () => [token('ETH', '18')])
    await balances.fetch(key, loader)
    expect(storage.get('portfolioCache')?.[key]?.balances.map((t) => t.symbol)).toEqual(['ETH'])
    vi.advanceTimersByTime(29_999)
    await balances.fetch(key, loader)
    expect(loader).toHaveBeenCalledTimes(1)
    const fresh = new BalancesStore(storage, new SnackStore())
    await fresh.fetch(key, loader)
    expect(loader).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await balances.fetch(key, loader)
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('invalidate forgets the cached entry', async () => {
    const { balances } = setup()
    const loader = vi.fn(async () => [token('ETH', '18')])
    await balances.fetch(key, loader)
    balances.invalidate(key)
    await balances.fetch(key, loader)
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('does not let a slower fetch of another account overwrite the current one', async () => {
    const { balances } = setup()
    let finishOld: (list: TokenBalance[]) => void = () => {}
    const old = balances.fetch('eip155:1:old', () => new Promise((resolve) => (finishOld = resolve)))
    await balances.fetch(key, async () => [token('USDC', '6')])
    finishOld([token('ETH', '18')])
    await old
    expect(balances.key).toBe(key)
    expect(balances.balances.map((t) => t.symbol)).toEqual(['USDC'])
  })

  it('clear empties the list', async () => {
    const { balances } = setup()
    await balances.fetch(key, async () => [token('ETH', '18')])
    balances.clear()
    expect(balances.balances).toEqual([])
    expect(balances.key).toBeUndefined()
  })

  it('keeps the figures last read, marked stale, when a refresh fails; one snack while it keeps failing; fresh again once it works', async () => {
    const { balances, snack } = setup()
    await balances.fetch(key, async () => [token('ETH', '18')])
    expect(balances.stale).toBe(false)
    vi.advanceTimersByTime(30_000)
    const down = async (): Promise<TokenBalance[]> => {
      throw new TypeError('fetch failed')
    }
    expect(await balances.fetch(key, down)).toEqual([])
    expect(balances.balances.map((t) => t.symbol)).toEqual(['ETH'])
    expect(balances.stale).toBe(true)
    expect(balances.error).toBe('fetch failed')
    expect(balances.retryAt).toBe(Date.now() + 30_000)
    expect(snack.message).toBe('Token Balance Unavailable')

    snack.hide()
    vi.advanceTimersByTime(30_000)
    await balances.fetch(key, down)
    expect(balances.stale).toBe(true)
    expect(snack.open).toBe(false)

    vi.advanceTimersByTime(30_000)
    await balances.fetch(key, async () => [token('ETH', '18'), token('USDC', '6')])
    expect(balances.balances.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
    expect(balances.stale).toBe(false)
    expect(balances.error).toBeUndefined()
    expect(balances.retryAt).toBeUndefined()
  })

  it('invalidate also lifts the retry block, so a fetch after a send asks again', async () => {
    const { balances } = setup()
    await balances.fetch(key, async () => {
      throw new Error('down')
    })
    balances.invalidate(key)
    const loader = vi.fn(async () => [token('ETH', '18')])
    await balances.fetch(key, loader)
    expect(loader).toHaveBeenCalledTimes(1)
    expect(balances.stale).toBe(false)
  })
})
