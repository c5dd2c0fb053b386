import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isPairingExpired } from './isPairingExpired.ts'

describe('isPairingExpired (SPEC §5: expired when 10 s or less remain)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is fresh while more than 10 s remain and expired from 10 s left on', () => {
    const expiresAt = Date.now() + 4 * 60_000
    expect(isPairingExpired(expiresAt, Date.now())).toBe(false)
    vi.advanceTimersByTime(4 * 60_000 - 10_001)
    expect(isPairingExpired(expiresAt, Date.now())).toBe(false)
    vi.advanceTimersByTime(1)
    expect(isPairingExpired(expiresAt, Date.now())).toBe(true)
    vi.advanceTimersByTime(20_000)
    expect(isPairingExpired(expiresAt, Date.now())).toBe(true)
  })
})
