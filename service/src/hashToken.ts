import { createHash } from 'node:crypto'

/** The SHA-256 of a token, hex: what the database keeps in its place. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
