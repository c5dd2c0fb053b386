import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitAtMost } from './waitAtMost.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('waitAtMost', () => {
  it('resolves when the promise does, before the limit', async () => {
    vi.useFakeTimers()
    let settled = false
    void waitAtMost(Promise.resolve('x'), 1_000).then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('resolves at the limit when the promise has not settled', async () => {
    vi.useFakeTimers()
    let settled = false
    void waitAtMost(new Promise(() => undefined), 1_000).then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
  })

  it('rejects as the promise does before the limit, and ignores a rejection after it', async () => {
    await expect(waitAtMost(Promise.reject(new Error('no')), 1_000)).rejects.toThrow('no')
    vi.useFakeTimers()
    let reject: (error: Error) => void = () => undefined
    const late = waitAtMost(new Promise((_resolve, fail) => (reject = fail)), 1_000)
    await vi.advanceTimersByTimeAsync(1_000)
    reject(new Error('too late'))
    await expect(late).resolves.toBeUndefined()
  })
})
