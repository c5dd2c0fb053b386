import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'

const cooldownMs = 30_000
const hourMs = 60 * 60_000
/** E-mail starts allowed in an hour, per kind of subject. */
const hourlyLimits = { email: 10, ip: 30 } as const

/**
 * Records an e-mail start for the address and for the client's address, or refuses it: 429
 * EMAIL_COOLDOWN within 30 s of the last start of either ("Please try again after N seconds"),
 * 429 EMAIL_RATE_LIMITED past the hourly limit of either. Each subject is locked while checked, so
 * processes sharing the database count the same events.
 */
export async function checkEmailRate(context: Pick<FrameContext, 'database' | 'now'>, email: string, ip: string): Promise<void> {
  const now = context.now()
  const subjects = [
    { kind: 'email' as const, subject: email },
    { kind: 'ip' as const, subject: ip },
  ]
  const refusal = await context.database.transaction(async (transaction) => {
    for (const { kind, subject } of subjects) await transaction.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`frame-rate:${kind}:${subject}`])
    let waitMs = 0
    for (const { kind, subject } of subjects) {
      const [row] = await transaction.query<{ last: Date | string | null; count: string | number }>(
        'SELECT max(at) AS last, count(*) AS count FROM frame_rate_events WHERE kind = $1 AND subject = $2 AND at > $3',
        [kind, subject, new Date(now.getTime() - hourMs).toISOString()],
      )
      if (Number(row?.count ?? 0) >= hourlyLimits[kind]) return new FrameError('EMAIL_RATE_LIMITED', 'Too many codes were asked for: please try again later')
      if (row?.last) waitMs = Math.max(waitMs, new Date(row.last).getTime() + cooldownMs - now.getTime())
    }
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000)
      return new FrameError('EMAIL_COOLDOWN', `Please try again after ${seconds} seconds`, { retryAfterSeconds: seconds })
    }
    for (const { kind, subject } of subjects) await transaction.query('INSERT INTO frame_rate_events (kind, subject, at) VALUES ($1, $2, $3)', [kind, subject, now.toISOString()])
    await transaction.query('DELETE FROM frame_rate_events WHERE at < $1', [new Date(now.getTime() - hourMs).toISOString()])
    return undefined
  })
  if (refusal) throw refusal
}
