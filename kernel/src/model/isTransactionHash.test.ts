import { describe, expect, it } from 'vitest'
import { isSignedMessage } from './isSignedMessage.ts'
import { isTransactionHash } from './isTransactionHash.ts'

describe('SPEC §5 formats', () => {
  it('a transaction hash is 0x and exactly 64 hex digits', () => {
    expect(isTransactionHash(`0x${'aB'.repeat(32)}`)).toBe(true)
    for (const wrong of [`0x${'a'.repeat(63)}`, `0x${'a'.repeat(65)}`, 'a'.repeat(64), `0x${'g'.repeat(64)}`, 42, undefined]) expect(isTransactionHash(wrong)).toBe(false)
  })

  it('a signed message is 0x and at least 62 hex digits', () => {
    expect(isSignedMessage(`0x${'1'.repeat(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${'f'.repeat(130)}`)).toBe(true)
    for (const wrong of [`0x${'1'.repeat(61)}`, '1'.repeat(130), `0x${'z'.repeat(130)}`, '', null]) expect(isSignedMessage(wrong)).toBe(false)
  })
})
