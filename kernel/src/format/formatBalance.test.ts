import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.ts'

describe('formatBalance (SPEC §9: balances 3 decimals, 0.00 on testnets)', () => {
  it('shows 3 decimals', () => {
    expect(formatBalance(1.5)).toBe('1.500')
    expect(formatBalance('0.123456')).toBe('0.123')
    expect(formatBalance('2')).toBe('2.000')
    expect(formatBalance(1234.5678)).toBe('1,234.568')
  })

  it('adds the symbol after a space', () => {
    expect(formatBalance('1.25', { symbol: 'ETH' })).toBe('1.250 ETH')
  })

  it('shows 0.00 on a testnet, whatever the balance', () => {
    expect(formatBalance('12.5', { testnet: true })).toBe('0.00')
    expect(formatBalance('12.5', { testnet: true, symbol: 'SepoliaETH' })).toBe('0.00 SepoliaETH')
  })

  it('shows zero for a missing or unreadable balance', () => {
    expect(formatBalance(undefined)).toBe('0.000')
    expect(formatBalance('abc')).toBe('0.000')
  })
})
