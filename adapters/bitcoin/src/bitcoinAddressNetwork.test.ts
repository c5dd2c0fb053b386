import { sha256 } from '@noble/hashes/sha2'
import { base58check, bech32, bech32m } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { bitcoinAddressNetwork } from './bitcoinAddressNetwork.ts'

const base58 = base58check(sha256)
const hash = new Uint8Array(20).fill(7)
const base58Address = (version: number) => base58.encode(Uint8Array.of(version, ...hash))
const segwit = (prefix: string, version: number, program: Uint8Array, codec = version === 0 ? bech32 : bech32m) => codec.encode(prefix, [version, ...codec.toWords(program)])

describe('bitcoinAddressNetwork', () => {
  it('knows mainnet and testnet base58check addresses by their version byte', () => {
    expect(bitcoinAddressNetwork('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('mainnet')
    expect(bitcoinAddressNetwork('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe('mainnet')
    expect(base58Address(0x6f)).toMatch(/^[mn]/)
    expect(bitcoinAddressNetwork(base58Address(0x6f))).toBe('testnet')
    expect(base58Address(0xc4)).toMatch(/^2/)
    expect(bitcoinAddressNetwork(base58Address(0xc4))).toBe('testnet')
  })

  it('knows bech32 (v0) and bech32m (taproot) addresses, in one case', () => {
    expect(bitcoinAddressNetwork('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('mainnet')
    expect(bitcoinAddressNetwork('BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ')).toBe('mainnet')
    expect(bitcoinAddressNetwork('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe('mainnet')
    expect(bitcoinAddressNetwork(segwit('tb', 0, hash))).toBe('testnet')
    expect(bitcoinAddressNetwork(segwit('tb', 1, new Uint8Array(32).fill(3)))).toBe('testnet')
  })

  it('refuses what is not a Bitcoin address', () => {
    for (const address of [
      '',
      'hello',
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzWF5MDQ',
      segwit('ltc', 0, hash),
      segwit('bc', 0, hash, bech32m),
      segwit('bc', 1, new Uint8Array(32), bech32),
      segwit('bc', 0, new Uint8Array(25)),
      base58Address(0x30),
    ]) {
      expect(bitcoinAddressNetwork(address), address).toBeUndefined()
    }
  })
})
