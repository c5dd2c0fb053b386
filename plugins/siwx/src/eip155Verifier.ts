import type { PublicClientForChain } from './PublicClientForChain.ts'
import type { SiwxVerifier } from './SiwxVerifier.ts'
import { verifyEip155Signature } from './verifyEip155Signature.ts'

/** Options of `eip155Verifier`. */
export interface Eip155VerifierOptions {
  /** A public client per network, so smart-contract accounts verify; without one only EOAs do. */
  publicClient?: PublicClientForChain
}

/** Verifies eip155 sessions: EIP-4361 signatures, through a public client when one is given. */
export function eip155Verifier(options: Eip155VerifierOptions = {}): SiwxVerifier {
  return {
    chainNamespace: 'eip155',
    verify: (session) =>
      verifyEip155Signature({
        message: session.message,
        signature: session.signature,
        address: session.data.accountAddress,
        client: options.publicClient?.(session.data.chainId),
      }),
  }
}
