import { describe, expect, it } from 'vitest'
import { formatFee } from './formatFee.ts'

describe('formatFee', () => {
  it('shows a fee in the native unit with 3 significant digits', () => {
    expect(formatFee(21_000n * 1_875_000_000n, 18, 'ETH')).toBe('0.0000394 ETH')
    expect(formatFee(5000n, 9, 'SOL')).toBe('0.000005 SOL')
    expect(formatFee(1_234_567_000_000_000_000n, 18, 'ETH')).toBe('1.23 ETH')
    expect(formatFee(0n, 18, 'ETH')).toBe('0 ETH')
  })

  it('follows the locale', () => {
    expect(formatFee(1_500_000_000n, 9, 'SOL', 'de-DE')).toBe('1,5 SOL')
  })
})
