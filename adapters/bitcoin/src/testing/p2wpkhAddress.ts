import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { bech32 } from '@scure/base'

/** The P2WPKH (bech32, witness v0) address of a compressed public key: bc1q… on mainnet, tb1q… on testnet. */
export function p2wpkhAddress(publicKey: Uint8Array, network: 'mainnet' | 'testnet'): string {
  const program = ripemd160(sha256(publicKey))
  return bech32.encode(network === 'mainnet' ? 'bc' : 'tb', [0, ...bech32.toWords(program)])
}
