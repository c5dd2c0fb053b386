import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends } from '../index/testing/testDatabases.ts'
import type { FrameSession } from './FrameSession.ts'
import { startTestFrame } from './testing/startTestFrame.ts'
import type { TestFrame } from './testing/startTestFrame.ts'

let ipCount = 0
const newIp = () => `203.0.113.${++ipCount}`

describe.each(testBackends())('the secure frame sessions on $name', (backend) => {
  let test: TestFrame
  let userCount = 0

  beforeAll(async () => {
    test = await startTestFrame(await backend.options(), { session: { accessMinutes: 1, refreshDays: 1 } })
  }, 120_000)

  afterAll(async () => {
    await test?.stop()
  })

  /** Signs a new user in by e-mail; the session and the e-mail. */
  async function signIn(): Promise<FrameSession> {
    const email = `user${++userCount}@example.com`
    const deviceId = randomBytes(16).toString('hex')
    await test.call('POST', '/api/email/start', { body: { email, deviceId }, ip: newIp() })
    const otp = /\b(\d{6})\b/.exec(test.mail.latestTo(email).text ?? '')?.[1]
    const login = await test.call('POST', '/api/email/verify', { body: { email, deviceId, otp } })
    expect(login.status).toBe(200)
    return login.body.session as FrameSession
  }
  const user = (token: string, url?: string) => test.call('GET', '/api/session', { token, ...(url === undefined ? {} : { url }) })
  const refresh = (refreshToken: string, url?: string) => test.call('POST', '/api/session/refresh', { body: { refreshToken }, ...(url === undefined ? {} : { url }) })
  const expired = { status: 401, body: { code: 'SESSION_EXPIRED' } }

  it('rotates the refresh token, and a spent one presented again revokes the whole session', async () => {
    const first = await signIn()
    const rotated = await refresh(first.refreshToken)
    expect(rotated.status).toBe(200)
    const second = rotated.body.session as FrameSession
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(second.accessToken).not.toBe(first.accessToken)
    expect(await user(first.accessToken)).toMatchObject(expired)
    expect((await user(second.accessToken)).status).toBe(200)
    expect(await refresh(first.refreshToken)).toMatchObject(expired)
    expect(await user(second.accessToken)).toMatchObject(expired)
    expect(await refresh(second.refreshToken)).toMatchObject(expired)
  })

  it('revokes access and refresh at sign-out', async () => {
    const session = await signIn()
    expect(await test.call('POST', '/api/sign-out', { token: session.accessToken })).toMatchObject({ status: 200, body: {} })
    expect(await user(session.accessToken)).toMatchObject(expired)
    expect(await refresh(session.refreshToken)).toMatchObject(expired)
  })

  it('answers SESSION_EXPIRED for an expired access token (a 1-minute lifetime) and an unknown one; the refresh token still works', async () => {
    const session = await signIn()
    expect((await user(session.accessToken)).status).toBe(200)
    test.advance(61_000)
    expect(await user(session.accessToken)).toMatchObject(expired)
    expect(await user(randomBytes(32).toString('base64url'))).toMatchObject(expired)
    expect(await test.call('GET', '/api/session')).toMatchObject(expired)
    const rotated = await refresh(session.refreshToken)
    expect((await user((rotated.body.session as FrameSession).accessToken)).status).toBe(200)
  })

  it('ends a session at the refresh lifetime', async () => {
    const session = await signIn()
    test.advance(24 * 60 * 60_000 + 1000)
    expect(await refresh(session.refreshToken)).toMatchObject(expired)
  })

  it('answers the same session from two frame servers on one database: made on one, refreshed on the other', async () => {
    const other = await test.startAnother()
    const session = await signIn()
    expect(await user(session.accessToken, other.url)).toMatchObject({ status: 200, body: { user: { id: expect.any(String) } } })
    const rotated = await refresh(session.refreshToken, other.url)
    expect(rotated.status).toBe(200)
    const next = rotated.body.session as FrameSession
    expect((await user(next.accessToken)).status).toBe(200)
    expect(await refresh(session.refreshToken)).toMatchObject(expired)
    expect(await user(next.accessToken, other.url)).toMatchObject(expired)
  })
})
