/** Bytes of a user secret: 0-31 the EVM private key, 32-63 the Solana ed25519 seed (the wire contract). */
export const userSecretLength = 64
