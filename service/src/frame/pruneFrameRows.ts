import type { Database } from '../Database.ts'

const hourMs = 60 * 60_000

/**
 * Deletes the frame's rows that can no longer answer anything: expired codes, device approvals,
 * social and Farcaster logins, sessions past their refresh lifetime, e-mail updates of sessions no longer live,
 * and rate events older than the hourly window. Safe to run from any number of processes.
 */
export async function pruneFrameRows(database: Database, now: Date): Promise<void> {
  const at = now.toISOString()
  await database.transaction(async (transaction) => {
    await transaction.query('DELETE FROM frame_codes WHERE expires_at < $1', [at])
    await transaction.query('DELETE FROM frame_device_approvals WHERE expires_at < $1', [at])
    await transaction.query('DELETE FROM frame_social_logins WHERE expires_at < $1', [at])
    await transaction.query('DELETE FROM frame_farcaster_logins WHERE expires_at < $1', [at])
    await transaction.query('DELETE FROM frame_sessions WHERE refresh_expires_at < $1', [at])
    await transaction.query('DELETE FROM frame_email_updates WHERE family_id NOT IN (SELECT family_id FROM frame_sessions WHERE revoked_at IS NULL AND refresh_expires_at >= $1)', [at])
    await transaction.query('DELETE FROM frame_rate_events WHERE at < $1', [new Date(now.getTime() - hourMs).toISOString()])
  })
}
