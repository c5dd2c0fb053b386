import type { SiwxVerifier } from './SiwxVerifier.ts'
import { verifySolanaSignature } from './verifySolanaSignature.ts'

/** Verifies solana sessions: ed25519 signatures (base58) over the message's UTF-8 text. */
export function solanaVerifier(): SiwxVerifier {
  return {
    chainNamespace: 'solana',
    verify: async (session) =>
      verifySolanaSignature({ message: session.message, signature: session.signature, address: session.data.accountAddress }),
  }
}
