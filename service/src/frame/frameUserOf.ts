import type { Row } from '../Database.ts'
import type { FrameUser } from './FrameUser.ts'

/** The answer shape of a `frame_users` row. */
export function frameUserOf(row: Row): FrameUser {
  return { id: String(row.id), email: typeof row.email === 'string' ? row.email : null, authProvider: String(row.auth_provider), userName: typeof row.user_name === 'string' ? row.user_name : null }
}
