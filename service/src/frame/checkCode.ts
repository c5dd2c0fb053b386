import { timingSafeEqual } from 'node:crypto'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import { codeHmac } from './codeHmac.ts'

/** Wrong tries that end a code. */
const maxWrongTries = 5

type Outcome = 'ok' | 'INVALID_CODE' | 'CODE_LOCKED' | 'CODE_EXPIRED'

const messages: Record<Exclude<Outcome, 'ok'>, string> = {
  INVALID_CODE: 'Invalid code',
  CODE_LOCKED: 'Too many wrong tries: ask for a new code',
  CODE_EXPIRED: 'The code has expired',
}

/**
 * Checks a code for `purpose` and uses it up when right. Throws INVALID_CODE for a wrong, used or
 * unknown code, CODE_EXPIRED past its lifetime, and CODE_LOCKED at the fifth wrong try and after
 * (the code is dead). The row is locked while checked, so two processes never both use one code.
 */
export async function checkCode(context: Pick<FrameContext, 'codeKey' | 'now' | 'database'>, purpose: string, code: string): Promise<void> {
  const outcome = await context.database.transaction(async (transaction): Promise<Outcome> => {
    const [row] = await transaction.query<{ code_hmac: string; wrong_tries: number; expires_at: Date | string; used_at: unknown }>(
      'SELECT code_hmac, wrong_tries, expires_at, used_at FROM frame_codes WHERE purpose = $1 FOR UPDATE',
      [purpose],
    )
    if (!row || row.used_at !== null) return 'INVALID_CODE'
    if (Number(row.wrong_tries) >= maxWrongTries) return 'CODE_LOCKED'
    if (context.now().getTime() >= new Date(row.expires_at).getTime()) return 'CODE_EXPIRED'
    const given = Buffer.from(codeHmac(context, purpose, code.trim()), 'hex')
    if (timingSafeEqual(given, Buffer.from(row.code_hmac, 'hex'))) {
      await transaction.query('UPDATE frame_codes SET used_at = $2 WHERE purpose = $1', [purpose, context.now().toISOString()])
      return 'ok'
    }
    const [updated] = await transaction.query<{ wrong_tries: number }>('UPDATE frame_codes SET wrong_tries = wrong_tries + 1 WHERE purpose = $1 RETURNING wrong_tries', [purpose])
    return Number(updated?.wrong_tries) >= maxWrongTries ? 'CODE_LOCKED' : 'INVALID_CODE'
  })
  if (outcome !== 'ok') throw new FrameError(outcome, messages[outcome])
}
