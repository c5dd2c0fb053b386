import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.ts'

describe('isSolanaAddress (SPEC §5: base58, 32 to 44 characters)', () => {
  it('accepts base58 texts of 32 to 44 characters', () => {
    expect(isSolanaAddress('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')).toBe(true)
    expect(isSolanaAddress('1'.repeat(32))).toBe(true)
    expect(isSolanaAddress('z'.repeat(44))).toBe(true)
  })

  it('refuses 31 or 45 characters', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  })

  it('refuses the characters base58 leaves out: 0, O, I and l', () => {
    for (const character of ['0', 'O', 'I', 'l']) expect(isSolanaAddress(`${character}${'1'.repeat(40)}`)).toBe(false)
  })
})
