import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { equalBytes } from '@scure/btc-signer/utils'
import { OutScript } from '@scure/btc-signer'
import type { Transaction } from '@scure/btc-signer'

/** The output an input spends: its locking script and amount in satoshis. */
export interface SpentOutput {
  script: Uint8Array
  amount: bigint
}

/**
 * Whether input `index` of a transaction carries a valid signature for the P2WPKH output it
 * spends: its witness is `[signature, public key]`, the key hashes to the output's program, and
 * the DER signature (low S, with its SIGHASH byte) verifies over the BIP-143 sighash, which
 * commits to the spent amount. Any other kind of output is refused.
 */
export function p2wpkhInputSigned(transaction: Transaction, index: number, spent: SpentOutput): boolean {
  let decoded
  try {
    decoded = OutScript.decode(spent.script)
  } catch {
    return false
  }
  if (decoded.type !== 'wpkh') return false
  const witness = transaction.getInput(index).finalScriptWitness
  if (!witness || witness.length !== 2) return false
  const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
  if (publicKey.length !== 33 || !equalBytes(ripemd160(sha256(publicKey)), decoded.hash)) return false
  if (signature.length < 9) return false
  const hashType = signature[signature.length - 1] as number
  const scriptCode = OutScript.encode({ type: 'pkh', hash: decoded.hash })
  const sighash = transaction.preimageWitnessV0(index, scriptCode, hashType, spent.amount)
  try {
    return secp256k1.verify(signature.subarray(0, -1), sighash, publicKey, { format: 'der', lowS: true, prehash: false })
  } catch {
    return false
  }
}
