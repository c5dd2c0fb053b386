import { toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { dnsDecodeName } from './dnsDecodeName.ts'

describe('dnsDecodeName', () => {
  it('reads length-prefixed labels up to the final 0', () => {
    expect(dnsDecodeName(toHex(Uint8Array.from([6, ...new TextEncoder().encode('ada-42'), 7, ...new TextEncoder().encode('portico'), 0])))).toBe('ada-42.portico')
    expect(dnsDecodeName('0x00')).toBe('')
  })

  it('refuses a label running past the end, a missing final 0, and bytes after it', () => {
    expect(dnsDecodeName(toHex(Uint8Array.from([9, 97, 98, 0])))).toBeUndefined()
    expect(dnsDecodeName(toHex(Uint8Array.from([1, 97])))).toBeUndefined()
    expect(dnsDecodeName(toHex(Uint8Array.from([1, 97, 0, 1])))).toBeUndefined()
  })
})
