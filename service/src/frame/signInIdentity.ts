import { randomUUID } from 'node:crypto'
import type { FrameContext } from './FrameContext.ts'
import type { FrameSession } from './FrameSession.ts'
import type { FrameUser } from './FrameUser.ts'
import { frameUserOf } from './frameUserOf.ts'
import { issueSession } from './issueSession.ts'
import type { SocialIdentity } from './SocialIdentity.ts'

/** Signs in the user (`authProvider`, the identity's subject) on `deviceId`: made on the first login, its name updated on each, a new session issued. */
export function signInIdentity(context: FrameContext, authProvider: string, identity: SocialIdentity, deviceId: string): Promise<{ session: FrameSession; user: FrameUser }> {
  return context.database.transaction(async (transaction) => {
    await transaction.query('INSERT INTO frame_users (id, auth_provider, subject, user_name) VALUES ($1, $2, $3, $4) ON CONFLICT (auth_provider, subject) DO UPDATE SET user_name = excluded.user_name', [randomUUID(), authProvider, identity.subject, identity.userName])
    const [row] = await transaction.query('SELECT id, email, auth_provider, user_name FROM frame_users WHERE auth_provider = $1 AND subject = $2', [authProvider, identity.subject])
    const user = frameUserOf(row ?? {})
    await transaction.query('INSERT INTO frame_devices (user_id, device_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user.id, deviceId])
    return { session: await issueSession(context, transaction, user.id, randomUUID()), user }
  })
}
