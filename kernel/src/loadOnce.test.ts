import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce.ts'

describe('loadOnce', () => {
  it('runs the load once and hands every caller the same promise', async () => {
    const load = vi.fn(async () => ({ loaded: true }))
    const get = loadOnce(load)
    expect(load).not.toHaveBeenCalled()
    const first = get()
    expect(get()).toBe(first)
    expect(await first).toEqual({ loaded: true })
    expect(await get()).toBe(await first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed load, so the next call retries', async () => {
    let fail = true
    const load = vi.fn(async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module')
      return 'chunk'
    })
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow('Failed to fetch dynamically imported module')
    fail = false
    await expect(get()).resolves.toBe('chunk')
    await expect(get()).resolves.toBe('chunk')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
