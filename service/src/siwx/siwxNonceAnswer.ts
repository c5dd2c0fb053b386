import { randomBytes } from 'node:crypto'
import type { Answer } from '../api/Answer.ts'
import type { Queryable } from '../Database.ts'

/** How long a nonce may wait for its signed message. */
export const siwxNonceLifetimeMinutes = 10

/** `POST /siwx/{projectId}/nonces`: a new random nonce for one sign-in, single use, expiring after `siwxNonceLifetimeMinutes` (`{ nonce, expiresAt }`). */
export async function siwxNonceAnswer(database: Queryable, projectId: string): Promise<Answer> {
  const nonce = randomBytes(16).toString('hex')
  const [row] = await database.query<{ expires_at: Date | string }>(
    `INSERT INTO siwx_nonces (project_id, nonce, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING expires_at`,
    [projectId, nonce, siwxNonceLifetimeMinutes],
  )
  await database.query('DELETE FROM siwx_nonces WHERE expires_at < now()')
  return { status: 200, body: { nonce, expiresAt: new Date(row?.expires_at ?? Date.now()).toISOString() } }
}
