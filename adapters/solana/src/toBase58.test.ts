import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { fromBase58 } from './fromBase58.ts'
import { toBase58 } from './toBase58.ts'

describe('base58', () => {
  it('writes a public key as web3.js does and reads it back', () => {
    const { publicKey } = Keypair.generate()
    expect(toBase58(publicKey.toBytes())).toBe(publicKey.toBase58())
    expect(fromBase58(publicKey.toBase58())).toEqual(publicKey.toBytes())
  })

  it('keeps leading zero bytes as leading ones', () => {
    expect(toBase58(Uint8Array.from([0, 0, 1]))).toBe('112')
    expect(fromBase58('112')).toEqual(Uint8Array.from([0, 0, 1]))
    expect(toBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  })

  it('refuses characters outside the alphabet', () => {
    expect(fromBase58('0OIl')).toBeUndefined()
  })
})
