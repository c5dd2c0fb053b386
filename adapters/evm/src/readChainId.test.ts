import { describe, expect, it } from 'vitest'
import { readChainId } from './readChainId.ts'

describe('readChainId', () => {
  it('reads hex, decimal text and numbers', () => {
    expect(readChainId('0x7a69')).toBe(31337)
    expect(readChainId('0X1')).toBe(1)
    expect(readChainId('137')).toBe(137)
    expect(readChainId(8453)).toBe(8453)
  })

  it('gives undefined for what is no chain id', () => {
    for (const payload of ['0x', '0', 0, -1, 1.5, 'mainnet', '0xzz', null, undefined, {}, '0x' + 'f'.repeat(20)]) {
      expect(readChainId(payload), JSON.stringify(payload)).toBeUndefined()
    }
  })
})
