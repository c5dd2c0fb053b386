import { describe, expect, it } from 'vitest'
import { formatFiat } from './formatFiat.ts'

describe('formatFiat (SPEC §9: fiat 2 decimals)', () => {
  it('shows 2 decimals', () => {
    expect(formatFiat(1)).toBe('1.00')
    expect(formatFiat('3.14159')).toBe('3.14')
    expect(formatFiat(1234567.891)).toBe('1,234,567.89')
  })

  it('shows 0.00 for a missing or unreadable amount', () => {
    expect(formatFiat(undefined)).toBe('0.00')
    expect(formatFiat('n/a')).toBe('0.00')
  })
})
