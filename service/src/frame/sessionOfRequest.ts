import type { IncomingMessage } from 'node:http'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import { frameUserOf } from './frameUserOf.ts'
import { hashToken } from '../hashToken.ts'
import type { LiveSession } from './LiveSession.ts'

/** The Bearer token of a request, if any. */
function bearerOf(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  return match?.[1]
}

/**
 * The live session of the request's Bearer access token: undefined without one when `optional`,
 * else 401 SESSION_EXPIRED for a missing, unknown, expired, rotated or revoked token.
 */
export async function sessionOfRequest(context: Pick<FrameContext, 'database' | 'now'>, request: IncomingMessage, optional = false): Promise<LiveSession | undefined> {
  const token = bearerOf(request)
  if (token === undefined && optional) return undefined
  const [row] = token === undefined ? [] : await context.database.query(
    `SELECT s.family_id, u.id, u.email, u.auth_provider, u.user_name FROM frame_sessions s JOIN frame_users u ON u.id = s.user_id
     WHERE s.access_hash = $1 AND s.revoked_at IS NULL AND s.rotated_at IS NULL AND s.access_expires_at > $2`,
    [hashToken(token), context.now().toISOString()],
  )
  if (!row) {
    if (optional) return undefined
    throw new FrameError('SESSION_EXPIRED', 'The session has expired: sign in again')
  }
  return { familyId: String(row.family_id), user: frameUserOf(row) }
}
