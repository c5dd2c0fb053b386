import type { FrameContext } from './FrameContext.ts'

/** Revokes every token pair of a session family (sign-out) and drops its e-mail update in progress. */
export async function revokeSession(context: Pick<FrameContext, 'database' | 'now'>, familyId: string): Promise<void> {
  await context.database.transaction(async (transaction) => {
    await transaction.query('UPDATE frame_sessions SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [familyId, context.now().toISOString()])
    await transaction.query('DELETE FROM frame_email_updates WHERE family_id = $1', [familyId])
  })
}
