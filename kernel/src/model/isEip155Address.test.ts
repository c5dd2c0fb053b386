import { describe, expect, it } from 'vitest'
import { isEip155Address } from './isEip155Address.ts'

describe('isEip155Address (SPEC §5: 40 hex digits, optional 0x)', () => {
  it('accepts 40 hex digits with or without 0x, in any case', () => {
    expect(isEip155Address('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
    expect(isEip155Address('52908400098527886e0f7030069857d2e4169ee7')).toBe(true)
  })

  it('refuses 39 or 41 digits, non-hex digits and an empty text', () => {
    expect(isEip155Address(`0x${'a'.repeat(39)}`)).toBe(false)
    expect(isEip155Address(`0x${'a'.repeat(41)}`)).toBe(false)
    expect(isEip155Address(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(isEip155Address(`0X${'a'.repeat(40)}`)).toBe(false)
    expect(isEip155Address('')).toBe(false)
  })
})
