import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSecureFrame } from './startSecureFrame.ts'
import type { SecureFrame } from './SecureFrame.ts'

const appOrigin = 'http://127.0.0.1:5173'

function deviceId(): string {
  return randomBytes(16).toString('hex')
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

describe('startSecureFrame backend', () => {
  let frame: SecureFrame

  beforeAll(async () => {
    frame = await startSecureFrame({ chains: {} })
  })

  afterAll(async () => {
    await frame?.stop()
  })

  async function post(route: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await fetch(new URL(route, frame.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }

  async function postForm(route: string, fields: Record<string, string>): Promise<Response> {
    return fetch(new URL(route, frame.url), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })
  }

  async function logIn(email: string, device: string): Promise<string> {
    expect((await post('/api/email/start', { email, deviceId: device })).json).toEqual({ action: 'VERIFY_OTP' })
    const verified = await post('/api/email/verify', { email, deviceId: device, otp: frame.mailbox.latestCode(email) })
    expect(verified.status).toBe(200)
    return String(verified.json.token)
  }

  it('serves on 127.0.0.1 with its origin', () => {
    expect(frame.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect(frame.origin).toBe(new URL(frame.url).origin)
  })

  it('mails a code to a new e-mail that verifies once, and refuses wrong codes', async () => {
    const email = 'new@example.com'
    const device = deviceId()
    expect(await post('/api/email/start', { email, deviceId: device })).toEqual({ status: 200, json: { action: 'VERIFY_OTP' } })
    const code = frame.mailbox.latestCode(email)
    expect(code).toMatch(/^\d{6}$/)
    const listed = (await (await fetch(new URL(`/mailbox/messages?email=${encodeURIComponent(email)}`, frame.url))).json()) as { to: string; code?: string }[]
    expect(listed.at(-1)).toMatchObject({ to: email, code })

    const wrong = code === '000000' ? '111111' : '000000'
    expect(await post('/api/email/verify', { email, deviceId: device, otp: wrong })).toEqual({ status: 400, json: { error: 'Invalid code' } })
    const verified = await post('/api/email/verify', { email, deviceId: device, otp: code })
    expect(verified.status).toBe(200)
    expect(verified.json).toMatchObject({ token: expect.any(String), user: { email, provider: 'email', keys: null } })
    expect((await post('/api/email/verify', { email, deviceId: device, otp: code })).json).toEqual({ error: 'Invalid code' })

    const token = String(verified.json.token)
    expect((await post('/api/session', { token })).json).toMatchObject({ live: true })
    expect((await post('/api/email/start', { email, deviceId: device, token })).json).toEqual({ action: 'CONNECT' })
    expect((await post('/api/sign-out', { token })).status).toBe(200)
    expect((await post('/api/session', { token })).json).toEqual({ live: false, user: null })
    expect((await post('/api/email/start', { email, deviceId: device, token })).json).toEqual({ action: 'VERIFY_OTP' })
  })

  it('invalidates a code after five wrong tries', async () => {
    const email = 'tries@example.com'
    const device = deviceId()
    await post('/api/email/start', { email, deviceId: device })
    const code = frame.mailbox.latestCode(email)!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt += 1) await post('/api/email/verify', { email, deviceId: device, otp: wrong })
    expect((await post('/api/email/verify', { email, deviceId: device, otp: code })).json).toEqual({ error: 'Invalid code' })
  })

  it('keeps the first keys a device stores', async () => {
    const token = await logIn('keys@example.com', deviceId())
    const keys = { evmPrivateKey: `0x${'11'.repeat(32)}`, solanaSeed: `0x${'22'.repeat(32)}` }
    expect((await post('/api/keys', { token, keys })).json).toEqual({ keys })
    expect((await post('/api/keys', { token, keys: { evmPrivateKey: `0x${'33'.repeat(32)}`, solanaSeed: `0x${'44'.repeat(32)}` } })).json).toEqual({ keys })
    expect((await post('/api/keys', { token: 'nope', keys })).status).toBe(401)
  })

  it('asks a known e-mail on a new device for approval by link', async () => {
    const email = 'device@example.com'
    await logIn(email, deviceId())
    const device = deviceId()
    expect((await post('/api/email/start', { email, deviceId: device })).json).toEqual({ action: 'VERIFY_DEVICE' })
    const link = frame.mailbox.latestLink(email)!
    expect(link).toMatch(new RegExp(`^${frame.origin}/device/approve\\?token=`))
    expect((await post('/api/email/device', { email, deviceId: device })).json).toEqual({ approved: false })
    const codesBefore = frame.mailbox.messages(email).filter((message) => message.code).length

    const page = await fetch(link)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(await page.text()).toContain('Approve this device')
    const approved = await postForm('/device/approve', { token: new URL(link).searchParams.get('token')! })
    expect(await approved.text()).toContain('This device is approved')

    expect((await post('/api/email/device', { email, deviceId: device })).json).toEqual({ approved: true })
    expect((await post('/api/email/device', { email, deviceId: device })).json).toEqual({ approved: true })
    expect(frame.mailbox.messages(email).filter((message) => message.code).length).toBe(codesBefore + 1)
    const verified = await post('/api/email/verify', { email, deviceId: device, otp: frame.mailbox.latestCode(email) })
    expect(verified.status).toBe(200)
    expect((await post('/api/email/start', { email, deviceId: device })).json).toEqual({ action: 'VERIFY_OTP' })
  })

  it('updates an e-mail with a code to the current and then to the new address', async () => {
    const email = 'old@example.com'
    const token = await logIn(email, deviceId())
    expect((await post('/api/email/update', { token, email: 'fresh@example.com' })).json).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect((await post('/api/email/update/primary', { token, otp: frame.mailbox.latestCode(email) })).status).toBe(200)
    expect(frame.mailbox.latestCode('fresh@example.com')).toMatch(/^\d{6}$/)
    expect((await post('/api/email/update/secondary', { token, otp: frame.mailbox.latestCode('fresh@example.com') })).json).toEqual({ newEmail: 'fresh@example.com' })
    expect((await post('/api/session', { token })).json).toMatchObject({ user: { email: 'fresh@example.com' } })
    expect((await post('/api/email/update', { token: 'nope', email: 'x@example.com' })).status).toBe(401)
  })

  it('runs the local OAuth stand-in with a single-use state', async () => {
    const { json } = await post('/api/social/start', { provider: 'google', appOrigin })
    const authorize = new URL(String(json.uri))
    expect(authorize.origin).toBe(frame.origin)
    expect(authorize.pathname).toBe('/oauth/authorize')
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${frame.origin}/oauth/callback`)
    const state = authorize.searchParams.get('state')!

    const page = await (await fetch(authorize)).text()
    expect(page).toContain('Sign in with Google (local stand-in)')
    expect(page).toContain('<label for="userName">User name</label>')
    const redirected = await postForm('/oauth/authorize', { state, userName: 'ada' })
    expect(redirected.status).toBe(303)
    const callback = new URL(redirected.headers.get('location')!, frame.origin)
    expect(callback.pathname).toBe('/oauth/callback')
    expect(callback.searchParams.get('state')).toBe(state)
    const callbackPage = await (await fetch(callback)).text()
    expect(callbackPage).toContain(`postMessage({ type: '@portico/social/RESULT', uri: location.href }, "${appOrigin}")`)
    expect(callbackPage).toContain('You can close this window')

    const exchange = { code: callback.searchParams.get('code')!, state, appOrigin, deviceId: deviceId() }
    const granted = await post('/api/social/exchange', exchange)
    expect(granted.json).toMatchObject({ token: expect.any(String), user: { provider: 'google', userName: 'ada', email: null } })
    expect(await post('/api/social/exchange', exchange)).toEqual({ status: 400, json: { error: 'This login is not valid any more' } })
    expect((await fetch(callback)).status).toBe(400)
  })

  it('refuses a social login for an app origin that is not allowed', async () => {
    expect(await post('/api/social/start', { provider: 'github', appOrigin: 'https://evil.example' })).toEqual({ status: 403, json: { error: 'This app is not allowed' } })
  })

  it('approves a Farcaster channel once', async () => {
    const { json } = await post('/api/farcaster/start', { appOrigin })
    const url = new URL(String(json.url))
    expect(url.pathname).toBe('/farcaster/approve')
    const channel = String(json.channel)
    const device = deviceId()
    expect((await post('/api/farcaster/status', { channel, deviceId: device })).json).toEqual({ approved: false })
    expect(await (await fetch(url)).text()).toContain('Approve')
    await postForm('/farcaster/approve', { channel, userName: 'grace' })
    expect((await post('/api/farcaster/status', { channel, deviceId: device })).json).toMatchObject({ approved: true, grant: { user: { provider: 'farcaster', userName: 'grace' } } })
    expect((await post('/api/farcaster/status', { channel, deviceId: device })).status).toBe(400)
  })

  it('refuses bodies that do not decode', async () => {
    expect((await post('/api/email/start', { email: 'not an e-mail', deviceId: deviceId() })).status).toBe(400)
    const response = await fetch(new URL('/api/session', frame.url), { method: 'POST', body: '{' })
    expect(response.status).toBe(400)
  })

  it('serves the mailbox panel as HTML', async () => {
    const response = await fetch(new URL('/mailbox', frame.url))
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    const html = await response.text()
    expect(html).toContain('<h1>Dev mailbox</h1>')
    expect(html).toContain('http-equiv="refresh" content="2"')
    expect(html).toContain('new@example.com')
  })

  it('serves the frame page', async () => {
    const html = await (await fetch(frame.url)).text()
    expect(html).toContain('Portico secure frame (local development)')
  })

  it('frees its port when stopped', async () => {
    const other = await startSecureFrame({ chains: {} })
    const port = Number(new URL(other.url).port)
    expect(await portIsFree(port)).toBe(false)
    await other.stop()
    expect(await portIsFree(port)).toBe(true)
  })
})
