import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameSession } from './FrameSession.ts'
import { startTestFrame } from './testing/startTestFrame.ts'
import type { TestFrame } from './testing/startTestFrame.ts'
import { startTestOpenIdProvider } from './testing/startTestOpenIdProvider.ts'
import type { TestOpenIdProvider } from './testing/startTestOpenIdProvider.ts'

const deviceId = () => randomBytes(16).toString('hex')
const appOrigin = 'https://app.example.com'

describe('the secure frame social login against a real OpenID Connect provider as "google"', () => {
  let openId: TestOpenIdProvider
  let test: TestFrame

  beforeAll(async () => {
    openId = await startTestOpenIdProvider()
    test = await startTestFrame({ memory: true }, { social: [{ provider: 'google', issuer: openId.issuer, clientId: openId.clientId, clientSecret: openId.clientSecret }] })
    openId.setRedirectUri(`${test.frame.url}/oauth/callback`)
  }, 60_000)

  afterAll(async () => {
    await test?.stop()
    await openId?.stop()
  })

  const start = (origin = appOrigin) => test.call('POST', '/api/social/start', { body: { provider: 'google', appOrigin: origin } })
  const exchange = (callbackUri: string, origin = appOrigin) => test.call('POST', '/api/social/exchange', { body: { callbackUri, appOrigin: origin, deviceId: deviceId() } })

  it('signs in with the authorization code and PKCE, the ID token checked; the same subject is the same user', async () => {
    const started = await start()
    expect(started.status).toBe(200)
    const uri = new URL(String(started.body.uri))
    expect(uri.origin).toBe(openId.issuer)
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    expect(uri.searchParams.get('redirect_uri')).toBe(`${test.frame.url}/oauth/callback`)
    expect(uri.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/)
    const callback = await openId.signIn(uri.href, 'ada')
    expect(callback.startsWith(`${test.frame.url}/oauth/callback?`)).toBe(true)
    const login = await exchange(callback)
    expect(login).toMatchObject({ status: 200, body: { user: { authProvider: 'google', userName: 'ada', email: null } } })
    const session = login.body.session as FrameSession
    expect(await test.call('GET', '/api/session', { token: session.accessToken })).toMatchObject({ status: 200, body: { user: { authProvider: 'google', userName: 'ada' } } })
    const again = await exchange(await openId.signIn(String((await start()).body.uri), 'ada'))
    expect((again.body.user as { id: string }).id).toBe((login.body.user as { id: string }).id)
    const states = await test.database.query('SELECT state_hash FROM frame_social_logins')
    expect(JSON.stringify(states)).not.toContain(uri.searchParams.get('state'))
  }, 60_000)

  it('refuses a replayed state', async () => {
    const callback = await openId.signIn(String((await start()).body.uri), 'bob')
    expect((await exchange(callback)).status).toBe(200)
    expect(await exchange(callback)).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_INVALID' } })
  }, 60_000)

  it('refuses a state started for another app origin, and uses it up', async () => {
    const started = await start('http://localhost:5173')
    expect(started.status).toBe(200)
    const callback = await openId.signIn(String(started.body.uri), 'cy')
    expect(await exchange(callback, appOrigin)).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_INVALID' } })
    expect(await exchange(callback, 'http://localhost:5173')).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_INVALID' } })
  }, 60_000)

  it('refuses a forged state, a callback on another origin, an app no project allows and an unconfigured provider', async () => {
    const callback = new URL(await openId.signIn(String((await start()).body.uri), 'dee'))
    const forged = new URL(callback)
    forged.searchParams.set('state', 'forged-state-value')
    expect(await exchange(forged.href)).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_INVALID' } })
    expect(await exchange(`https://evil.example/oauth/callback${callback.search}`)).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_INVALID' } })
    expect(await start('https://evil.example')).toMatchObject({ status: 403, body: { code: 'APP_NOT_ALLOWED' } })
    expect(await test.call('POST', '/api/social/start', { body: { provider: 'github', appOrigin } })).toMatchObject({ status: 400, body: { code: 'UNKNOWN_PROVIDER' } })
  }, 60_000)
})
