import { describe, expect, it } from 'vitest'
import { defaultPairingLifetimeMs } from './defaultPairingLifetimeMs.ts'
import { PairingLifetime } from './PairingLifetime.ts'

describe('PairingLifetime: a pairing lifetime as the adapters\' options take it', () => {
  it('takes a whole number of milliseconds above 10 s, SPEC §9\'s 4 min among them', () => {
    for (const value of [10_001, 60_000, defaultPairingLifetimeMs]) expect(PairingLifetime.is(value), String(value)).toBe(true)
    expect(defaultPairingLifetimeMs).toBe(240_000)
  })

  it('refuses 10 s or less, a fraction, and what is not a finite number', () => {
    for (const value of [10_000, 0, -1, 10_000.5, 60_000.25, Number.NaN, Number.POSITIVE_INFINITY, '60000', undefined]) {
      expect(PairingLifetime.is(value), String(value)).toBe(false)
    }
  })
})
