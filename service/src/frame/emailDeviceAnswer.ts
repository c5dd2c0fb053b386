import type * as t from 'io-ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { frameRequests } from './frameRequests.ts'
import { issueCode } from './issueCode.ts'
import { sendFrameMail } from './sendFrameMail.ts'
import { userByEmail } from './userByEmail.ts'

/** `POST /api/email/device`: whether the device was approved by the mailed link; the first time it was, a login code is mailed. */
export async function emailDeviceAnswer(context: FrameContext, body: t.TypeOf<typeof frameRequests.emailDevice>): Promise<{ approved: boolean }> {
  const { email, deviceId, locale } = body
  const userId = await userByEmail(context.database, email)
  const approvals = userId === undefined ? [] : await context.database.query<{ approved_at: unknown }>('SELECT approved_at FROM frame_device_approvals WHERE user_id = $1 AND device_id = $2', [userId, deviceId])
  if (approvals.length === 0) throw new FrameError('NO_DEVICE_APPROVAL', 'No device approval is pending')
  if (!approvals.some((approval) => approval.approved_at !== null)) return { approved: false }
  const firstTime = await context.database.query('UPDATE frame_device_approvals SET code_sent = true WHERE user_id = $1 AND device_id = $2 AND approved_at IS NOT NULL AND NOT code_sent RETURNING token_hash', [userId, deviceId])
  if (firstTime.length > 0) {
    const code = await issueCode(context, context.database, `login:${email}:${deviceId}`)
    await sendFrameMail(context, email, 'loginCode', code, locale)
  }
  return { approved: true }
}
