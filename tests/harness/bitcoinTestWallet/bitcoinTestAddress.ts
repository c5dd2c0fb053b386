import { secp256k1 } from '@noble/curves/secp256k1'
import { p2wpkhAddress } from '../../../adapters/bitcoin/src/testing/p2wpkhAddress.ts'
import { bitcoinTestKey } from './bitcoinTestKey.ts'

/** The Bitcoin test wallet's testnet P2WPKH address (tb1q…), which the harness funds. */
export function bitcoinTestAddress(): string {
  return p2wpkhAddress(secp256k1.getPublicKey(bitcoinTestKey(), true), 'testnet')
}
