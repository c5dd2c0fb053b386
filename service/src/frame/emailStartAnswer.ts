import type * as t from 'io-ts'
import { checkEmailRate } from './checkEmailRate.ts'
import type { FrameContext } from './FrameContext.ts'
import type { frameRequests } from './frameRequests.ts'
import { hashToken } from '../hashToken.ts'
import { issueCode } from './issueCode.ts'
import type { LiveSession } from './LiveSession.ts'
import { randomToken } from '../randomToken.ts'
import { sendFrameMail } from './sendFrameMail.ts'
import { userByEmail } from './userByEmail.ts'

const approvalLifetimeMs = 15 * 60_000

/**
 * `POST /api/email/start`: CONNECT when the Bearer session is of that e-mail (nothing mailed);
 * else, within the rate limits, VERIFY_DEVICE with an approval link mailed for a known e-mail on a
 * device it never verified, VERIFY_OTP with a login code mailed otherwise.
 */
export async function emailStartAnswer(context: FrameContext, session: LiveSession | undefined, ip: string, body: t.TypeOf<typeof frameRequests.emailStart>): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }> {
  const { email, deviceId, locale } = body
  if (session?.user.email === email) return { action: 'CONNECT' }
  await checkEmailRate(context, email, ip)
  const userId = await userByEmail(context.database, email)
  if (userId !== undefined) {
    const known = await context.database.query('SELECT 1 FROM frame_devices WHERE user_id = $1 AND device_id = $2', [userId, deviceId])
    if (known.length === 0) {
      const token = randomToken()
      const expiresAt = new Date(context.now().getTime() + approvalLifetimeMs).toISOString()
      await context.database.query('INSERT INTO frame_device_approvals (token_hash, user_id, device_id, expires_at) VALUES ($1, $2, $3, $4)', [hashToken(token), userId, deviceId, expiresAt])
      await sendFrameMail(context, email, 'deviceApproval', `${context.url}/device/approve?token=${token}`, locale)
      return { action: 'VERIFY_DEVICE' }
    }
  }
  const code = await issueCode(context, context.database, `login:${email}:${deviceId}`)
  await sendFrameMail(context, email, 'loginCode', code, locale)
  return { action: 'VERIFY_OTP' }
}
