import { describe, expect, it } from 'vitest'
import { isUnspendable } from './isUnspendable.ts'

describe('isUnspendable (SPEC §5 receivers)', () => {
  it("is true for EVM's zero address in any case and Solana's all-ones system address", () => {
    expect(isUnspendable('0x0000000000000000000000000000000000000000')).toBe(true)
    expect(isUnspendable('0X0000000000000000000000000000000000000000')).toBe(true)
    expect(isUnspendable('11111111111111111111111111111111')).toBe(true)
  })

  it('is false for real addresses, and for all-ones strings of another length', () => {
    expect(isUnspendable('0x000000000000000000000000000000000000dEaD')).toBe(false)
    expect(isUnspendable('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(false)
    expect(isUnspendable('1111111111111111111111111111111')).toBe(false)
    expect(isUnspendable('111111111111111111111111111111111')).toBe(false)
  })
})
