import { createHash } from 'node:crypto'

/** The SHA-256 (hex) of a session token: what the database keeps, so a read of it gives no usable token. */
export function hashSiwxToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
