import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends } from '../index/testing/testDatabases.ts'
import { startTestFrame } from './testing/startTestFrame.ts'
import type { TestFrame } from './testing/startTestFrame.ts'

const deviceId = () => randomBytes(16).toString('hex')
let ipCount = 0
const newIp = () => `198.51.100.${++ipCount}`

/** The six-digit code of the latest message to `email`, read from its plain text. */
function codeIn(test: TestFrame, email: string): string {
  const code = /\b(\d{6})\b/.exec(test.mail.latestTo(email).text ?? '')?.[1]
  if (code === undefined) throw new Error(`No code in the latest message to ${email}`)
  return code
}

describe.each(testBackends())('the secure frame e-mail login on $name', (backend) => {
  let test: TestFrame

  beforeAll(async () => {
    test = await startTestFrame(await backend.options())
  }, 120_000)

  afterAll(async () => {
    await test?.stop()
  })

  const start = (email: string, device: string, ip: string, extra: Record<string, unknown> = {}) => test.call('POST', '/api/email/start', { body: { email, deviceId: device, ...extra }, ip })
  const verify = (email: string, device: string, otp: string, ip = newIp()) => test.call('POST', '/api/email/verify', { body: { email, deviceId: device, otp }, ip })

  it('logs in with the code read from the mailed message, once', async () => {
    const device = deviceId()
    expect(await start('Ada@Example.com', device, newIp())).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const message = test.mail.latestTo('ada@example.com')
    expect(message.subject).toBe('Your login code')
    const code = codeIn(test, 'ada@example.com')
    expect(message.html).toContain(`<strong>${code}</strong>`)
    const login = await verify('ada@example.com', device, code)
    expect(login).toMatchObject({ status: 200, body: { user: { email: 'ada@example.com', authProvider: 'email', userName: null } } })
    const session = login.body.session as { accessToken: string; accessExpiresAt: string; refreshToken: string }
    expect(Date.parse(session.accessExpiresAt) - test.now().getTime()).toBeGreaterThan(14 * 60_000)
    expect(await test.call('GET', '/api/session', { token: session.accessToken })).toMatchObject({ status: 200, body: { user: { email: 'ada@example.com' } } })
    expect(await verify('ada@example.com', device, code)).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } })
  })

  it('kills a code at the fifth wrong try', async () => {
    const device = deviceId()
    await start('bob@example.com', device, newIp())
    const code = codeIn(test, 'bob@example.com')
    const wrong = code === '000000' ? '000001' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++) expect(await verify('bob@example.com', device, wrong)).toMatchObject({ status: 400, body: { code: 'INVALID_CODE' } })
    expect(await verify('bob@example.com', device, wrong)).toMatchObject({ status: 400, body: { code: 'CODE_LOCKED' } })
    expect(await verify('bob@example.com', device, code)).toMatchObject({ status: 400, body: { code: 'CODE_LOCKED' } })
  })

  it('refuses a code after 10 minutes', async () => {
    const device = deviceId()
    await start('cy@example.com', device, newIp())
    const code = codeIn(test, 'cy@example.com')
    test.advance(10 * 60_000 + 1000)
    expect(await verify('cy@example.com', device, code)).toMatchObject({ status: 400, body: { code: 'CODE_EXPIRED' } })
  })

  it('answers a second start within 30 s per e-mail and per IP with SPEC text and 429, and allows it after', async () => {
    const ip = newIp()
    expect((await start('dee@example.com', deviceId(), ip)).status).toBe(200)
    const again = await start('dee@example.com', deviceId(), newIp())
    expect(again).toMatchObject({ status: 429, body: { error: 'Please try again after 30 seconds', code: 'EMAIL_COOLDOWN', retryAfterSeconds: 30 } })
    expect(again.headers.get('retry-after')).toBe('30')
    expect(await start('eve@example.com', deviceId(), ip)).toMatchObject({ status: 429, body: { code: 'EMAIL_COOLDOWN' } })
    test.advance(10_000)
    expect(await start('dee@example.com', deviceId(), newIp())).toMatchObject({ status: 429, body: { error: 'Please try again after 20 seconds' } })
    test.advance(21_000)
    expect((await start('dee@example.com', deviceId(), ip)).status).toBe(200)
  })

  it('limits the starts per e-mail and per IP in an hour', async () => {
    for (let count = 0; count < 10; count++) {
      expect((await start('fay@example.com', deviceId(), newIp())).status).toBe(200)
      test.advance(31_000)
    }
    expect(await start('fay@example.com', deviceId(), newIp())).toMatchObject({ status: 429, body: { code: 'EMAIL_RATE_LIMITED' } })
    const ip = newIp()
    for (let count = 0; count < 30; count++) {
      expect((await start(`guy${count}@example.com`, deviceId(), ip)).status).toBe(200)
      test.advance(31_000)
    }
    expect(await start('guy-last@example.com', deviceId(), ip)).toMatchObject({ status: 429, body: { code: 'EMAIL_RATE_LIMITED' } })
    test.advance(60 * 60_000)
    expect((await start('fay@example.com', deviceId(), ip)).status).toBe(200)
  }, 60_000)

  it('asks a new device for approval by a mailed link, then mails a code once', async () => {
    const first = deviceId()
    await start('hal@example.com', first, newIp())
    expect((await verify('hal@example.com', first, codeIn(test, 'hal@example.com'))).status).toBe(200)
    test.advance(31_000)
    const second = deviceId()
    expect(await start('hal@example.com', second, newIp(), { locale: 'de-DE' })).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    const approval = test.mail.latestTo('hal@example.com')
    expect(approval.subject).toBe('Neues Gerät bestätigen')
    const link = /(http:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(approval.text ?? '')?.[1]
    expect(link?.startsWith(`${test.frame.url}/device/approve?token=`)).toBe(true)
    const device = () => test.call('POST', '/api/email/device', { body: { email: 'hal@example.com', deviceId: second } })
    expect(await device()).toMatchObject({ status: 200, body: { approved: false } })
    const page = await fetch(link ?? '')
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('<button type="submit">Approve this device</button>')
    expect(html).not.toMatch(/<script|<style|style=/)
    const token = new URL(link ?? '').searchParams.get('token') ?? ''
    const approved = await fetch(`${test.frame.url}/device/approve`, { method: 'POST', body: new URLSearchParams({ token }) })
    expect(await approved.text()).toContain('Device approved')
    const before = test.mail.messagesTo('hal@example.com').length
    expect(await device()).toMatchObject({ status: 200, body: { approved: true } })
    expect(await device()).toMatchObject({ status: 200, body: { approved: true } })
    expect(test.mail.messagesTo('hal@example.com')).toHaveLength(before + 1)
    expect((await verify('hal@example.com', second, codeIn(test, 'hal@example.com'))).status).toBe(200)
    const forged = await fetch(`${test.frame.url}/device/approve`, { method: 'POST', body: new URLSearchParams({ token: `${token}x` }) })
    expect(forged.status).toBe(404)
  })

  it('answers CONNECT to a live session of that e-mail without mailing', async () => {
    const device = deviceId()
    await start('ivy@example.com', device, newIp())
    const login = await verify('ivy@example.com', device, codeIn(test, 'ivy@example.com'))
    const { accessToken } = login.body.session as { accessToken: string }
    const sent = test.mail.messagesTo('ivy@example.com').length
    expect(await test.call('POST', '/api/email/start', { body: { email: 'ivy@example.com', deviceId: device }, token: accessToken, ip: newIp() })).toMatchObject({ status: 200, body: { action: 'CONNECT' } })
    expect(test.mail.messagesTo('ivy@example.com')).toHaveLength(sent)
  })

  it('changes a user e-mail with a code to the current address, then one to the new', async () => {
    const device = deviceId()
    await start('jo@example.com', device, newIp())
    const login = await verify('jo@example.com', device, codeIn(test, 'jo@example.com'))
    const { accessToken } = login.body.session as { accessToken: string }
    test.advance(31_000)
    expect(await test.call('POST', '/api/email/update', { body: { email: 'ada@example.com' }, token: accessToken, ip: newIp() })).toMatchObject({ status: 409, body: { code: 'EMAIL_IN_USE' } })
    expect(await test.call('POST', '/api/email/update', { body: { email: 'Jo2@Example.com' }, token: accessToken, ip: newIp() })).toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
    expect(await test.call('POST', '/api/email/update/primary', { body: { otp: codeIn(test, 'jo@example.com') }, token: accessToken })).toMatchObject({ status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } })
    expect(await test.call('POST', '/api/email/update/secondary', { body: { otp: codeIn(test, 'jo2@example.com') }, token: accessToken })).toMatchObject({ status: 200, body: { newEmail: 'jo2@example.com' } })
    expect(await test.call('GET', '/api/session', { token: accessToken })).toMatchObject({ status: 200, body: { user: { email: 'jo2@example.com' } } })
  })

  it('refuses bodies that are not the contract shape, naming the field', async () => {
    const answer = await test.call('POST', '/api/email/start', { body: { email: 'not an e-mail', deviceId: 'xyz' }, ip: newIp() })
    expect(answer).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(answer.body.error).toContain('email: expected an e-mail address')
    expect(answer.body.error).toContain('deviceId: expected a device id')
  })
})
