import { describe, expect, it } from 'vitest'
import { toBaseUnits } from './toBaseUnits.ts'

describe('toBaseUnits', () => {
  it('scales a decimal to the smallest unit', () => {
    expect(toBaseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(toBaseUnits('0.01', 9)).toBe(10_000_000n)
    expect(toBaseUnits('42', 0)).toBe(42n)
    expect(toBaseUnits('.5', 2)).toBe(50n)
    expect(toBaseUnits('7.', 2)).toBe(700n)
    expect(toBaseUnits(' 3 ', 1)).toBe(30n)
  })

  it('keeps every digit of large amounts (no floating point)', () => {
    expect(toBaseUnits('123456789.123456789123456789', 18)).toBe(123_456_789_123_456_789_123_456_789n)
    expect(toBaseUnits('123456789.123456789123456789', 17)).toBeUndefined()
    expect(toBaseUnits('123456789.123456789123456789', 27)).toBe(123_456_789_123_456_789_123_456_789_000_000_000n)
    expect(toBaseUnits('0.000000000000000001', 18)).toBe(1n)
  })

  it('refuses what is not a plain non-negative decimal, or too precise for the token', () => {
    for (const amount of ['', '.', '-1', '1e3', '1,5', 'abc', '0x10', '1.2.3']) expect(toBaseUnits(amount, 18)).toBeUndefined()
    expect(toBaseUnits('0.001', 2)).toBeUndefined()
  })
})
