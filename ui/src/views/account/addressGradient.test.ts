import { describe, expect, it } from 'vitest'
import { addressGradient } from './addressGradient.ts'

describe('addressGradient', () => {
  it('is the same for the same address, whatever the EVM checksum case', () => {
    const address = '0x52908400098527886E0F7030069857D2E4169EE7'
    expect(addressGradient(address)).toBe(addressGradient(address))
    expect(addressGradient(address.toLowerCase().replace('0x', '0X'))).toBe(addressGradient(address))
  })

  it('differs between addresses, and keeps case for non-EVM addresses', () => {
    expect(addressGradient('0x52908400098527886E0F7030069857D2E4169EE7')).not.toBe(addressGradient('0x8617E340B3D01FA5F11F306F4090FD50E238070D'))
    expect(addressGradient('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).not.toBe(addressGradient('7ecdhsygxxyscszyep35khn8vvw3svaulktzxwcfltv'))
  })

  it('is a CSS gradient of three hues', () => {
    expect(addressGradient('0x52908400098527886E0F7030069857D2E4169EE7')).toMatch(/^linear-gradient\(135deg, hsl\(\d+ 75% 62%\), hsl\(\d+ 70% 50%\) 55%, hsl\(\d+ 65% 38%\)\)$/)
  })
})
