import type { Queryable } from '../Database.ts'
import type { FrameContext } from './FrameContext.ts'
import type { FrameSession } from './FrameSession.ts'
import { hashToken } from '../hashToken.ts'
import { randomToken } from '../randomToken.ts'

/** Issues a new token pair in the session family `familyId` of the user: only their SHA-256 hashes are stored. */
export async function issueSession(context: Pick<FrameContext, 'accessMs' | 'refreshMs' | 'now'>, database: Queryable, userId: string, familyId: string): Promise<FrameSession> {
  const accessToken = randomToken()
  const refreshToken = randomToken()
  const now = context.now().getTime()
  const accessExpiresAt = new Date(now + context.accessMs).toISOString()
  await database.query(
    'INSERT INTO frame_sessions (access_hash, refresh_hash, family_id, user_id, access_expires_at, refresh_expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [hashToken(accessToken), hashToken(refreshToken), familyId, userId, accessExpiresAt, new Date(now + context.refreshMs).toISOString()],
  )
  return { accessToken, accessExpiresAt, refreshToken }
}
