import { userSecretLength } from './userSecretLength.ts'

/** A new user secret: 64 bytes from `crypto.getRandomValues` (EVM key, then Solana seed). */
export function makeUserSecret(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(userSecretLength))
}
