import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

/** A Solana account for tests: a fresh ed25519 key, its base58 address, and base58 signatures over UTF-8 text. */
export interface SolanaTestAccount {
  address: string
  signMessage(message: string): Promise<string>
}

/** Creates a Solana test account with a new random ed25519 key. */
export function solanaTestAccount(): SolanaTestAccount {
  const secretKey = ed25519.utils.randomPrivateKey()
  return {
    address: base58.encode(ed25519.getPublicKey(secretKey)),
    signMessage: async (message) => base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey)),
  }
}
