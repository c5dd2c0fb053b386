import type { Answer } from '../api/Answer.ts'
import { decodeWith } from '../decodeWith.ts'
import { checkCode } from '../frame/checkCode.ts'
import { FrameError } from '../frame/FrameError.ts'
import { frameRequests } from '../frame/frameRequests.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import { siwxEmailCodePurpose } from './siwxEmailCodePurpose.ts'
import type { SiwxSessionRow } from './SiwxSessionRow.ts'

/**
 * `POST /siwx/{projectId}/account/email/otp/confirm` (`{ otp }`): checks the code mailed for the
 * signed-in account (it is used up when right) and keeps the e-mail it was mailed to as the
 * account's, verified. Throws FrameError: INVALID_CODE (wrong, used, none asked for, or replaced by
 * a newer request meanwhile), CODE_EXPIRED, CODE_LOCKED (the fifth wrong try ends the code).
 */
export async function siwxEmailConfirmAnswer(context: ServiceContext, session: SiwxSessionRow, body: unknown): Promise<Answer> {
  const { codeMail } = context
  if (!codeMail) return { status: 501, body: { error: 'E-mail codes need the secure frame (secureFrame, with its SMTP server)', code: 'NO_MAIL' } }
  const { otp } = decodeWith(frameRequests.emailUpdateOtp, body, 'The code')
  const account = [session.project_id, session.chain_id, session.account_key]
  const [pending] = await codeMail.database.query<{ pending_email: string | null }>('SELECT pending_email FROM siwx_accounts WHERE project_id = $1 AND chain_id = $2 AND account_key = $3', account)
  const email = pending?.pending_email
  if (!email) throw new FrameError('INVALID_CODE', 'Invalid code')
  await checkCode(codeMail, siwxEmailCodePurpose(session), otp)
  const kept = await codeMail.database.query(
    `UPDATE siwx_accounts SET email = pending_email, email_verified_at = $5, pending_email = NULL
     WHERE project_id = $1 AND chain_id = $2 AND account_key = $3 AND pending_email = $4 RETURNING email`,
    [...account, email, codeMail.now().toISOString()],
  )
  if (kept.length === 0) throw new FrameError('INVALID_CODE', 'Invalid code')
  return { status: 200, body: { email, emailVerified: true } }
}
