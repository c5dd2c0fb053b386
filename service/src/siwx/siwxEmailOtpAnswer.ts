import type { Answer } from '../api/Answer.ts'
import { decodeWith } from '../decodeWith.ts'
import { checkEmailRate } from '../frame/checkEmailRate.ts'
import { frameRequests } from '../frame/frameRequests.ts'
import { issueCode } from '../frame/issueCode.ts'
import { sendFrameMail } from '../frame/sendFrameMail.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import { siwxEmailCodePurpose } from './siwxEmailCodePurpose.ts'
import type { SiwxSessionRow } from './SiwxSessionRow.ts'

/**
 * `POST /siwx/{projectId}/account/email/otp` (`{ email, locale? }`): mails a six-digit code to the
 * e-mail, through the secure frame's SMTP and code rules (kept as an HMAC only, single use, ten
 * minutes, dead after five wrong tries; a new request replaces it; the frame's rate limits per
 * e-mail, and per signed-in account in the client address's place: the service's clients may share
 * one address behind a proxy), and keeps the e-mail waiting for it on the signed-in account.
 * Throws FrameError for a refusal (429 cooldown or rate, 502 a failed send).
 */
export async function siwxEmailOtpAnswer(context: ServiceContext, session: SiwxSessionRow, body: unknown): Promise<Answer> {
  const { codeMail } = context
  if (!codeMail) return { status: 501, body: { error: 'E-mail codes need the secure frame (secureFrame, with its SMTP server)', code: 'NO_MAIL' } }
  const { email, locale } = decodeWith(frameRequests.emailUpdate, body, 'The e-mail')
  await checkEmailRate(codeMail, email, `siwx-account:${siwxEmailCodePurpose(session)}`)
  const code = await codeMail.database.transaction(async (transaction) => {
    await transaction.query(
      `INSERT INTO siwx_accounts (project_id, chain_id, account_key, pending_email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (project_id, chain_id, account_key) DO UPDATE SET pending_email = EXCLUDED.pending_email`,
      [session.project_id, session.chain_id, session.account_key, email],
    )
    return issueCode(codeMail, transaction, siwxEmailCodePurpose(session))
  })
  await sendFrameMail(codeMail, email, 'updateSecondaryCode', code, locale)
  return { status: 200, body: { email } }
}
