import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresAvailable } from '../index/testing/startPostgres.ts'
import type { Service } from '../Service.ts'
import type { FrameSession } from './FrameSession.ts'
import type { MailCatcher } from './testing/startMailCatcher.ts'
import { startTwoFrameServices } from './testing/startTwoFrameServices.ts'
import type { TwoFrameServices } from './testing/startTwoFrameServices.ts'

describe.runIf(postgresAvailable)('two services on one PostgreSQL answer the same secure frame session', () => {
  let two: TwoFrameServices | undefined
  let mail: MailCatcher
  let services: Service[] = []

  beforeAll(async () => {
    two = await startTwoFrameServices()
    ;({ mail, services } = two)
  }, 120_000)

  afterAll(async () => {
    await two?.stop()
  })

  const call = async (frameUrl: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${frameUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('logs in on one, answers and refreshes on the other, and the cooldown holds across both', async () => {
    const [first, second] = services.map((service) => service.frameUrl ?? '')
    const deviceId = randomBytes(16).toString('hex')
    expect((await call(first ?? '', '/api/email/start', { email: 'lee@example.com', deviceId })).status).toBe(200)
    expect(await call(second ?? '', '/api/email/start', { email: 'lee@example.com', deviceId })).toMatchObject({ status: 429, body: { code: 'EMAIL_COOLDOWN' } })
    const otp = /\b(\d{6})\b/.exec(mail.latestTo('lee@example.com').text ?? '')?.[1]
    const login = await call(second ?? '', '/api/email/verify', { email: 'lee@example.com', deviceId, otp })
    expect(login.status).toBe(200)
    const session = login.body.session as FrameSession
    expect(await call(first ?? '', '/api/session', undefined, session.accessToken)).toMatchObject({ status: 200, body: { user: { email: 'lee@example.com' } } })
    const refreshed = await call(first ?? '', '/api/session/refresh', { refreshToken: session.refreshToken })
    expect(refreshed.status).toBe(200)
    expect((await call(second ?? '', '/api/session', undefined, (refreshed.body.session as FrameSession).accessToken)).status).toBe(200)
    expect(await call(second ?? '', '/api/session/refresh', { refreshToken: session.refreshToken })).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
    expect(await call(first ?? '', '/api/session', undefined, (refreshed.body.session as FrameSession).accessToken)).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
  })
})
