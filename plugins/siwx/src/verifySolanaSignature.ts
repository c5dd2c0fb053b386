import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

/** What `verifySolanaSignature` checks. */
export interface SolanaSignatureInput {
  /** The exact text that was signed (its UTF-8 bytes are what the key signed). */
  message: string
  /** The ed25519 signature, base58. */
  signature: string
  /** The account's address: its ed25519 public key, base58. */
  address: string
}

/** Whether a Solana account signed a message: ed25519 over the UTF-8 text. Never throws. */
export function verifySolanaSignature({ message, signature, address }: SolanaSignatureInput): boolean {
  try {
    const signatureBytes = base58.decode(signature)
    const publicKey = base58.decode(address)
    if (signatureBytes.length !== 64 || publicKey.length !== 32) return false
    return ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}
