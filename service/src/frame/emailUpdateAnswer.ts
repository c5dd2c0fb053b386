import type * as t from 'io-ts'
import { checkEmailRate } from './checkEmailRate.ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { frameRequests } from './frameRequests.ts'
import { issueCode } from './issueCode.ts'
import type { LiveSession } from './LiveSession.ts'
import { sendFrameMail } from './sendFrameMail.ts'
import { userByEmail } from './userByEmail.ts'

/** `POST /api/email/update`: starts changing the session user's e-mail (within the rate limits); a code goes to the current e-mail. */
export async function emailUpdateAnswer(context: FrameContext, session: LiveSession, ip: string, body: t.TypeOf<typeof frameRequests.emailUpdate>): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
  const current = session.user.email
  if (current === null) throw new FrameError('INVALID_REQUEST', 'This account has no e-mail')
  if ((await userByEmail(context.database, body.email)) !== undefined) throw new FrameError('EMAIL_IN_USE', 'This e-mail is already in use')
  await checkEmailRate(context, current, ip)
  await context.database.query(
    `INSERT INTO frame_email_updates (family_id, new_email, primary_verified) VALUES ($1, $2, false)
     ON CONFLICT (family_id) DO UPDATE SET new_email = excluded.new_email, primary_verified = false`,
    [session.familyId, body.email],
  )
  const code = await issueCode(context, context.database, `update-primary:${session.familyId}`)
  await sendFrameMail(context, current, 'updatePrimaryCode', code, body.locale)
  return { action: 'VERIFY_PRIMARY_OTP' }
}
