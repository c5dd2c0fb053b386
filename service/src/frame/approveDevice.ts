import type { FrameContext } from './FrameContext.ts'
import { hashToken } from '../hashToken.ts'

/** Approves the device of an approval link's token (not expired): it becomes one the user verified. Resolves false for a token not valid. */
export async function approveDevice(context: Pick<FrameContext, 'database' | 'now'>, token: string): Promise<boolean> {
  return context.database.transaction(async (transaction) => {
    const now = context.now().toISOString()
    const [approval] = await transaction.query<{ user_id: string; device_id: string }>(
      'UPDATE frame_device_approvals SET approved_at = coalesce(approved_at, $2) WHERE token_hash = $1 AND expires_at > $2 RETURNING user_id, device_id',
      [hashToken(token), now],
    )
    if (!approval) return false
    await transaction.query('INSERT INTO frame_devices (user_id, device_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [approval.user_id, approval.device_id])
    return true
  })
}
