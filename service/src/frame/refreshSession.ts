import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { FrameSession } from './FrameSession.ts'
import { hashToken } from '../hashToken.ts'
import { issueSession } from './issueSession.ts'

/**
 * Rotates a refresh token: a new token pair in the same family, the old pair spent. A spent refresh
 * token presented again (it was stolen, or the rotation raced) revokes the whole family. Unknown,
 * expired or revoked: 401 SESSION_EXPIRED.
 */
export async function refreshSession(context: Pick<FrameContext, 'database' | 'accessMs' | 'refreshMs' | 'now'>, refreshToken: string): Promise<FrameSession> {
  const now = context.now()
  const session = await context.database.transaction(async (transaction) => {
    const [row] = await transaction.query<{ access_hash: string; family_id: string; user_id: string; refresh_expires_at: Date | string; rotated_at: unknown; revoked_at: unknown }>(
      'SELECT access_hash, family_id, user_id, refresh_expires_at, rotated_at, revoked_at FROM frame_sessions WHERE refresh_hash = $1 FOR UPDATE',
      [hashToken(refreshToken)],
    )
    if (!row || row.revoked_at !== null || new Date(row.refresh_expires_at).getTime() <= now.getTime()) return undefined
    if (row.rotated_at !== null) {
      await transaction.query('UPDATE frame_sessions SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [row.family_id, now.toISOString()])
      return undefined
    }
    await transaction.query('UPDATE frame_sessions SET rotated_at = $2 WHERE access_hash = $1', [row.access_hash, now.toISOString()])
    return issueSession(context, transaction, row.user_id, row.family_id)
  })
  if (!session) throw new FrameError('SESSION_EXPIRED', 'The session has expired: sign in again')
  return session
}
