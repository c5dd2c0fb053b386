import { describe, expect, it } from 'vitest'
import { cardChainOf } from './cardChainOf.ts'
import { formatCryptoAmount } from './formatCryptoAmount.ts'
import { newOrderId } from './newOrderId.ts'
import { restrictedTimeZones } from './restrictedTimeZones.ts'
import { safeCheckoutUrl } from './safeCheckoutUrl.ts'

describe('the on-ramp helpers', () => {
  it('tells the card checkout one of SPEC §9 card chains, else ethereum', () => {
    expect(cardChainOf('eip155:8453')).toBe('base')
    expect(cardChainOf('eip155:42161')).toBe('arbitrum')
    expect(cardChainOf('eip155:80094')).toBe('berachain')
    expect(cardChainOf('eip155:31337')).toBe('ethereum')
    expect(cardChainOf('solana:localnet')).toBe('ethereum')
    expect(cardChainOf(undefined)).toBe('ethereum')
  })

  it('lists the mainland China, Hong Kong and Macau zones as restricted, and not their neighbours', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Chongqing', 'Asia/Harbin', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau']) expect(restrictedTimeZones).toContain(zone)
    for (const zone of ['Asia/Taipei', 'Asia/Tokyo', 'Asia/Singapore', 'Europe/Paris']) expect(restrictedTimeZones).not.toContain(zone)
  })

  it('shows base units in whole units with 3 decimals (SPEC §9), in the locale', () => {
    expect(formatCryptoAmount('500000000000000000', 18)).toBe('0.500')
    expect(formatCryptoAmount('1000000000', 9)).toBe('1.000')
    expect(formatCryptoAmount('32676666666666666', 18)).toBe('0.033')
    expect(formatCryptoAmount('1234567800000000000000', 18, 'de')).toBe('1.234,568')
  })

  it('opens only http(s) checkouts with a host', () => {
    expect(safeCheckoutUrl('https://ramp.example/v1/checkout?orderId=1')).toBe('https://ramp.example/v1/checkout?orderId=1')
    expect(safeCheckoutUrl('http://127.0.0.1:4300/v1/checkout')).toBe('http://127.0.0.1:4300/v1/checkout')
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>1</script>', 'ramp:checkout', 'http:///x', 'java\tscript:alert(1)']) expect(safeCheckoutUrl(url)).toBeUndefined()
  })

  it('makes order ids of 32 hex digits, each new', () => {
    const first = newOrderId()
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(newOrderId()).not.toBe(first)
  })
})
