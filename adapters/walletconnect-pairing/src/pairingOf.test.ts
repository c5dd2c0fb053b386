import { describe, expect, it } from 'vitest'
import { pairingOf } from './pairingOf.ts'

const now = Date.UTC(2025, 0, 1)
const lifetime = 4 * 60_000
const uri = (query: string) => `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}${query}`

describe('pairingOf', () => {
  it('lasts the pairing lifetime (SPEC §9: 4 min) when the URI says nothing or later', () => {
    expect(pairingOf(uri(''), now, lifetime)).toEqual({ uri: uri(''), expiresAt: now + lifetime })
    const later = uri(`&expiryTimestamp=${now / 1000 + 300}`)
    expect(pairingOf(later, now, lifetime)).toEqual({ uri: later, expiresAt: now + lifetime })
  })

  it('ends at the URI\'s own expiryTimestamp (seconds) when it comes sooner', () => {
    expect(pairingOf(uri(`&expiryTimestamp=${now / 1000 + 60}`), now, lifetime).expiresAt).toBe(now + 60_000)
  })

  it('ignores an expiryTimestamp that is not a number of seconds', () => {
    expect(pairingOf(uri('&expiryTimestamp=soon'), now, lifetime).expiresAt).toBe(now + lifetime)
    expect(pairingOf(uri('&expiryTimestamp=-5'), now, lifetime).expiresAt).toBe(now + lifetime)
  })
})
