import type * as t from 'io-ts'
import { checkCode } from './checkCode.ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { frameRequests } from './frameRequests.ts'
import type { LiveSession } from './LiveSession.ts'
import { userByEmail } from './userByEmail.ts'

/** `POST /api/email/update/secondary`: checks the new e-mail's code and changes the user's e-mail to it. */
export async function emailUpdateSecondaryAnswer(context: FrameContext, session: LiveSession, body: t.TypeOf<typeof frameRequests.emailUpdateOtp>): Promise<{ newEmail: string }> {
  const [update] = await context.database.query<{ new_email: string }>('SELECT new_email FROM frame_email_updates WHERE family_id = $1 AND primary_verified', [session.familyId])
  if (!update) throw new FrameError('NO_EMAIL_UPDATE', 'No e-mail update is pending')
  await checkCode(context, `update-secondary:${session.familyId}`, body.otp)
  if ((await userByEmail(context.database, update.new_email)) !== undefined) throw new FrameError('EMAIL_IN_USE', 'This e-mail is already in use')
  await context.database.transaction(async (transaction) => {
    await transaction.query('UPDATE frame_users SET email = $2 WHERE id = $1', [session.user.id, update.new_email])
    await transaction.query('DELETE FROM frame_email_updates WHERE family_id = $1', [session.familyId])
  })
  return { newEmail: update.new_email }
}
