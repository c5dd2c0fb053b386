import { describe, expect, it } from 'vitest'
import { pairingExpiry } from './pairingExpiry.ts'

const fourMinutes = 4 * 60_000

describe('pairingExpiry', () => {
  it("is the lifetime from now, or the URI's expiryTimestamp (seconds) when that comes sooner", () => {
    const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1700000300`
    expect(pairingExpiry(uri, 1_700_000_000_000, fourMinutes)).toBe(1_700_000_240_000)
    expect(pairingExpiry(uri, 1_700_000_200_000, fourMinutes)).toBe(1_700_000_300_000)
  })

  it('is the lifetime from now for a URI without one, or with one that is not a number', () => {
    expect(pairingExpiry(`wc:${'a'.repeat(64)}@2?relay-protocol=irn`, 1_000, fourMinutes)).toBe(241_000)
    expect(pairingExpiry(`wc:${'a'.repeat(64)}@2?expiryTimestamp=soon`, 1_000, fourMinutes)).toBe(241_000)
  })
})
