import { randomInt } from 'node:crypto'
import type { Queryable } from '../Database.ts'
import { codeHmac } from './codeHmac.ts'
import type { FrameContext } from './FrameContext.ts'

/** How long a one-time code lives. */
const codeLifetimeMs = 10 * 60_000

/** Issues a six-digit code for `purpose` (a login, an e-mail update), replacing any earlier one; only its HMAC is stored. */
export async function issueCode(context: Pick<FrameContext, 'codeKey' | 'now'>, database: Queryable, purpose: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const expiresAt = new Date(context.now().getTime() + codeLifetimeMs)
  await database.query(
    `INSERT INTO frame_codes (purpose, code_hmac, wrong_tries, expires_at, used_at) VALUES ($1, $2, 0, $3, NULL)
     ON CONFLICT (purpose) DO UPDATE SET code_hmac = excluded.code_hmac, wrong_tries = 0, expires_at = excluded.expires_at, used_at = NULL`,
    [purpose, codeHmac(context, purpose, code), expiresAt.toISOString()],
  )
  return code
}
