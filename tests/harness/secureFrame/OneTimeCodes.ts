import { randomInt } from 'node:crypto'

/** What checking a one-time code gives. */
export type CodeCheck = 'ok' | 'invalid' | 'expired'

interface IssuedCode {
  code: string
  expiresAt: number
  wrongTries: number
}

/** How long a code lives. */
export const codeLifetimeMs = 10 * 60_000
/** Wrong tries that invalidate a code. */
export const maxWrongTries = 5

/** Six-digit one-time codes by purpose (a login, an e-mail update): crypto-random, single use, expiring, limited tries. */
export class OneTimeCodes {
  private readonly codes = new Map<string, IssuedCode>()

  constructor(private readonly now: () => number = Date.now) {}

  /** Issues a fresh code for `purpose`, replacing any earlier one. */
  issue(purpose: string): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    this.codes.set(purpose, { code, expiresAt: this.now() + codeLifetimeMs, wrongTries: 0 })
    return code
  }

  /** Checks a code; a right one is used up, the fifth wrong one ends it. */
  check(purpose: string, code: string): CodeCheck {
    const issued = this.codes.get(purpose)
    if (!issued) return 'invalid'
    if (this.now() >= issued.expiresAt) {
      this.codes.delete(purpose)
      return 'expired'
    }
    if (issued.code !== code.trim()) {
      issued.wrongTries += 1
      if (issued.wrongTries >= maxWrongTries) this.codes.delete(purpose)
      return 'invalid'
    }
    this.codes.delete(purpose)
    return 'ok'
  }
}
