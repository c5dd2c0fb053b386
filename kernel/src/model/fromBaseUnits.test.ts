import { describe, expect, it } from 'vitest'
import { fromBaseUnits } from './fromBaseUnits.ts'

describe('fromBaseUnits', () => {
  it('writes an amount in the smallest unit as a plain decimal without trailing zeros', () => {
    expect(fromBaseUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(fromBaseUnits('42000000', 6)).toBe('42')
    expect(fromBaseUnits(1n, 18)).toBe('0.000000000000000001')
    expect(fromBaseUnits(7n, 0)).toBe('7')
  })

  it('cuts, never rounds, to at most maxFraction decimals', () => {
    expect(fromBaseUnits(1_999_999n, 6, 2)).toBe('1.99')
    expect(fromBaseUnits(1_000_001n, 6, 3)).toBe('1')
  })
})
