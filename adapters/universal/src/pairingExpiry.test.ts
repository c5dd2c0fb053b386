import { describe, expect, it } from 'vitest'
import { pairingExpiry } from './pairingExpiry.ts'

describe('pairingExpiry', () => {
  it("reads the URI's expiryTimestamp (seconds)", () => {
    expect(pairingExpiry(`wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=1700000300`, 0)).toBe(1_700_000_300_000)
  })

  it('is 5 min from now for a URI without one, or with one that is not a number', () => {
    expect(pairingExpiry(`wc:${'a'.repeat(64)}@2?relay-protocol=irn`, 1_000)).toBe(301_000)
    expect(pairingExpiry(`wc:${'a'.repeat(64)}@2?expiryTimestamp=soon`, 1_000)).toBe(301_000)
  })
})
