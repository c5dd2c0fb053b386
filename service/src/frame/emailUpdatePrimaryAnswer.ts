import type * as t from 'io-ts'
import { checkCode } from './checkCode.ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { frameRequests } from './frameRequests.ts'
import { issueCode } from './issueCode.ts'
import type { LiveSession } from './LiveSession.ts'
import { sendFrameMail } from './sendFrameMail.ts'

/** `POST /api/email/update/primary`: checks the current e-mail's code; a code then goes to the new e-mail. */
export async function emailUpdatePrimaryAnswer(context: FrameContext, session: LiveSession, body: t.TypeOf<typeof frameRequests.emailUpdateOtp>): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
  const [update] = await context.database.query<{ new_email: string }>('SELECT new_email FROM frame_email_updates WHERE family_id = $1', [session.familyId])
  if (!update) throw new FrameError('NO_EMAIL_UPDATE', 'No e-mail update is pending')
  await checkCode(context, `update-primary:${session.familyId}`, body.otp)
  await context.database.query('UPDATE frame_email_updates SET primary_verified = true WHERE family_id = $1', [session.familyId])
  const code = await issueCode(context, context.database, `update-secondary:${session.familyId}`)
  await sendFrameMail(context, update.new_email, 'updateSecondaryCode', code, body.locale)
  return { action: 'VERIFY_SECONDARY_OTP' }
}
