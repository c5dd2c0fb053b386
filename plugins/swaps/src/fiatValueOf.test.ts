import { describe, expect, it } from 'vitest'
import { fiatValueOf } from './fiatValueOf.ts'
import { testSwapTokens } from './testing/testSwapTokens.ts'

const { ETH, PUSD } = testSwapTokens('eip155:1')

describe('fiatValueOf', () => {
  it('is the amount, typed or in base units, times the token price', () => {
    expect(fiatValueOf('0.1', ETH)).toBeCloseTo(300, 9)
    expect(fiatValueOf(' 1.5 ', ETH)).toBeCloseTo(4500, 9)
    expect(fiatValueOf(2_500_000n, PUSD)).toBeCloseTo(2.5, 9)
  })

  it('is undefined without a price, a token, or an amount that is one (empty, invalid, zero, too many decimals)', () => {
    const { price: _price, ...unpriced } = ETH
    expect(fiatValueOf('1', unpriced)).toBeUndefined()
    expect(fiatValueOf('1', undefined)).toBeUndefined()
    for (const amount of ['', '.', 'abc', '1.2.3', '-1', '0', '0.000', '1.0000001']) expect(fiatValueOf(amount, PUSD)).toBeUndefined()
    expect(fiatValueOf(0n, ETH)).toBeUndefined()
  })
})
