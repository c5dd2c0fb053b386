import { Keypair } from '@solana/web3.js'

/**
 * TEST ONLY: the fixed 32-byte ed25519 seed of the Solana test wallet's account (every byte 7).
 * It is public, so the account is deterministic across runs; never hold real funds with it.
 */
const testOnlySeed = new Uint8Array(32).fill(7)

/** The Solana test wallet's deterministic keypair (test only: its seed is public). */
export function solanaTestKeypair(): Keypair {
  return Keypair.fromSeed(testOnlySeed)
}
