import { describe, expect, it } from 'vitest'
import { codeLifetimeMs, maxWrongTries, OneTimeCodes } from './OneTimeCodes.ts'

describe('OneTimeCodes', () => {
  it('issues six digits that verify once', () => {
    const codes = new OneTimeCodes()
    const code = codes.issue('login')
    expect(code).toMatch(/^\d{6}$/)
    expect(codes.check('login', code)).toBe('ok')
    expect(codes.check('login', code)).toBe('invalid')
  })

  it('expires a code after ten minutes', () => {
    let now = 1_000
    const codes = new OneTimeCodes(() => now)
    const code = codes.issue('login')
    now += codeLifetimeMs
    expect(codes.check('login', code)).toBe('expired')
    expect(codes.check('login', code)).toBe('invalid')
  })

  it('ends a code after five wrong tries', () => {
    const codes = new OneTimeCodes()
    const code = codes.issue('login')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < maxWrongTries; attempt += 1) expect(codes.check('login', wrong)).toBe('invalid')
    expect(codes.check('login', code)).toBe('invalid')
  })

  it('keeps codes of different purposes apart and replaces a reissued one', () => {
    const codes = new OneTimeCodes()
    const first = codes.issue('a')
    const other = codes.issue('b')
    const second = codes.issue('a')
    if (first !== second) expect(codes.check('a', first)).toBe('invalid')
    expect(codes.check('a', second)).toBe('ok')
    expect(codes.check('b', other)).toBe('ok')
  })
})
