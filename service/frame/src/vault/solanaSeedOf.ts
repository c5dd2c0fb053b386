/** The Solana ed25519 seed of a user secret: bytes 32-63 (a view, not a copy). */
export function solanaSeedOf(secret: Uint8Array): Uint8Array {
  return secret.subarray(32, 64)
}
