import { describe, expect, it } from 'vitest'
import { RetryAfterHolds } from './RetryAfterHolds.ts'

describe('RetryAfterHolds', () => {
  it('holds an origin, whatever the path, until the time has passed', () => {
    const holds = new RetryAfterHolds()
    holds.hold('http://service.test/v1/wallets?page=2', 5_000, 429, 1_000)
    expect(holds.remaining('http://service.test/balances', 2_000)).toEqual({ status: 429, until: 6_000, wait: 4_000 })
    expect(holds.remaining('http://other.test/balances', 2_000)).toBeUndefined()
    expect(holds.remaining('http://service.test:8080/balances', 2_000)).toBeUndefined()
    expect(holds.remaining('http://service.test/balances', 6_000)).toBeUndefined()
  })

  it('keeps the longer of two holds', () => {
    const holds = new RetryAfterHolds()
    holds.hold('http://service.test/a', 30_000, 503, 0)
    holds.hold('http://service.test/b', 5_000, 429, 0)
    expect(holds.remaining('http://service.test/c', 0)).toEqual({ status: 503, until: 30_000, wait: 30_000 })
    holds.hold('http://service.test/b', 60_000, 429, 0)
    expect(holds.remaining('http://service.test/c', 0)?.status).toBe(429)
  })
})
