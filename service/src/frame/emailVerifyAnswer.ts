import { randomUUID } from 'node:crypto'
import type * as t from 'io-ts'
import { checkCode } from './checkCode.ts'
import type { FrameContext } from './FrameContext.ts'
import type { frameRequests } from './frameRequests.ts'
import type { FrameSession } from './FrameSession.ts'
import type { FrameUser } from './FrameUser.ts'
import { frameUserOf } from './frameUserOf.ts'
import { issueSession } from './issueSession.ts'

/** `POST /api/email/verify`: a right login code signs in (the user is made on the first), the device becomes verified, a new session starts. */
export async function emailVerifyAnswer(context: FrameContext, body: t.TypeOf<typeof frameRequests.emailVerify>): Promise<{ session: FrameSession; user: FrameUser }> {
  const { email, deviceId, otp } = body
  await checkCode(context, `login:${email}:${deviceId}`, otp)
  return context.database.transaction(async (transaction) => {
    await transaction.query("INSERT INTO frame_users (id, auth_provider, email) VALUES ($1, 'email', $2) ON CONFLICT (email) DO NOTHING", [randomUUID(), email])
    const [row] = await transaction.query('SELECT id, email, auth_provider, user_name FROM frame_users WHERE email = $1', [email])
    const user = frameUserOf(row ?? {})
    await transaction.query('INSERT INTO frame_devices (user_id, device_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user.id, deviceId])
    return { session: await issueSession(context, transaction, user.id, randomUUID()), user }
  })
}
