import { createHmac } from 'node:crypto'
import type { FrameContext } from './FrameContext.ts'

/** The HMAC-SHA-256 of a code for a purpose under the code key, hex: what the database keeps in the code's place. */
export function codeHmac(context: Pick<FrameContext, 'codeKey'>, purpose: string, code: string): string {
  return createHmac('sha256', context.codeKey).update(`${purpose}\n${code}`).digest('hex')
}
