import { describe, expect, it } from 'vitest'
import { retryAfterDelay } from './retryAfterDelay.ts'

const now = Date.parse('2025-01-01T00:00:00Z')

describe('retryAfterDelay', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterDelay('0', now)).toBe(0)
    expect(retryAfterDelay(' 12 ', now)).toBe(12_000)
  })

  it('reads an HTTP date, a past one giving 0', () => {
    expect(retryAfterDelay('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30_000)
    expect(retryAfterDelay('Tue, 31 Dec 2024 23:59:00 GMT', now)).toBe(0)
  })

  it('is undefined when absent or malformed', () => {
    expect(retryAfterDelay(null, now)).toBeUndefined()
    expect(retryAfterDelay(undefined, now)).toBeUndefined()
    expect(retryAfterDelay('', now)).toBeUndefined()
    expect(retryAfterDelay('1.5', now)).toBeUndefined()
    expect(retryAfterDelay('-3', now)).toBeUndefined()
    expect(retryAfterDelay('soon', now)).toBeUndefined()
  })
})
