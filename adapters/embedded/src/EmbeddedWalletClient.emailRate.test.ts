import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EmailRateLimitError } from './errors.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import { loadEmbeddedWallet } from './testing/loadEmbeddedWallet.ts'

describe('SPEC §5 e-mail-trigger rate check (beside the 30 s cooldown)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000 }))
  afterEach(() => vi.useRealTimers())

  it('refuses a connect request within 30 s of the last e-mail, before anything reaches the frame', async () => {
    const { adapter, frame } = await loadEmbeddedWallet({ stored: { lastEmailLoginTime: Date.now() - 10_000 } })
    const refused = adapter.connectEmail('ada@example.com')
    await expect(refused).rejects.toBeInstanceOf(EmailRateLimitError)
    await expect(refused).rejects.toMatchObject({ code: 'EMAIL_RATE_LIMITED', seconds: 20, shortMessage: 'Please try again after 20 seconds' })
    expect(frame.mounts).toEqual([])
    expect(frame.received(types.CONNECT_EMAIL)).toEqual([])
  })

  it('refuses an e-mail update within 30 s too', async () => {
    const { adapter, frame } = await loadEmbeddedWallet({ stored: { lastEmailLoginTime: Date.now() - 29_001 } })
    await expect(adapter.updateEmail('new@example.com')).rejects.toThrow('Please try again after 1 seconds')
    expect(frame.received(types.UPDATE_EMAIL)).toEqual([])
  })

  it('lets the request through once 30 s have passed', async () => {
    const { adapter, frame } = await loadEmbeddedWallet({ stored: { lastEmailLoginTime: Date.now() - 30_000 } })
    const answer = adapter.connectEmail('ada@example.com')
    await vi.advanceTimersByTimeAsync(500)
    await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(frame.received(types.CONNECT_EMAIL).map((request) => request.payload)).toEqual([{ email: 'ada@example.com' }])
  })
})
