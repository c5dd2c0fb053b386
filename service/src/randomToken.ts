import { randomBytes } from 'node:crypto'

/** A new opaque token: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}
