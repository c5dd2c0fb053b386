import { describe, expect, it } from 'vitest'
import { formatLamports } from './formatLamports.ts'

describe('formatLamports', () => {
  it('writes lamports as SOL without trailing zeros', () => {
    expect(formatLamports(1_500_000_000n)).toBe('1.5')
    expect(formatLamports(0n)).toBe('0')
    expect(formatLamports(890_880n)).toBe('0.00089088')
    expect(formatLamports(1n)).toBe('0.000000001')
    expect(formatLamports(12_000_000_000n)).toBe('12')
  })
})
