import { describe, expect, it } from 'vitest'
import { CaipNetworkId } from './CaipNetworkId.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'

describe('CaipNetworkId (CAIP-2: namespace:reference)', () => {
  it('accepts a known namespace and a non-empty reference', () => {
    expect(CaipNetworkId.is('eip155:1')).toBe(true)
    expect(CaipNetworkId.is('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
  })

  it('refuses other part counts, empty parts and unknown namespaces', () => {
    expect(CaipNetworkId.is('eip155')).toBe(false)
    expect(CaipNetworkId.is('eip155:1:0xabc')).toBe(false)
    expect(CaipNetworkId.is('eip155:')).toBe(false)
    expect(CaipNetworkId.is(':1')).toBe(false)
    expect(CaipNetworkId.is('cosmos:cosmoshub-4')).toBe(false)
    expect(CaipNetworkId.is(1)).toBe(false)
  })

  it('parses into namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:8453')).toEqual({ namespace: 'eip155', reference: '8453' })
    expect(parseCaipNetworkId('eip155')).toBeUndefined()
  })
})
