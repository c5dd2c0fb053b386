import type { Queryable } from '../Database.ts'
import { hashToken } from '../hashToken.ts'
import type { SiwxSessionRow } from './SiwxSessionRow.ts'

const bearer = /^Bearer ([A-Za-z0-9_-]{16,128})$/

/** The live session (of this project, not revoked, not expired) whose token the `authorization: Bearer` header carries; undefined for none. */
export async function siwxSessionOfRequest(database: Queryable, projectId: string, authorization: string | undefined): Promise<SiwxSessionRow | undefined> {
  const token = bearer.exec(authorization ?? '')?.[1]
  if (token === undefined) return undefined
  const [row] = await database.query<SiwxSessionRow>(
    'SELECT * FROM siwx_sessions WHERE token_hash = $1 AND project_id = $2 AND revoked_at IS NULL AND expires_at > now()',
    [hashToken(token), projectId],
  )
  return row
}
