import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameSession } from './FrameSession.ts'
import { startGitHubStandIn } from './testing/startGitHubStandIn.ts'
import type { GitHubStandIn } from './testing/startGitHubStandIn.ts'
import { startTestFrame } from './testing/startTestFrame.ts'
import type { TestFrame } from './testing/startTestFrame.ts'

const deviceId = () => randomBytes(16).toString('hex')
const appOrigin = 'https://app.example.com'

describe('the secure frame social login through an OAuth 2.0 provider of the GitHub shape (a loopback stand-in)', () => {
  let gitHub: GitHubStandIn
  let test: TestFrame

  beforeAll(async () => {
    gitHub = await startGitHubStandIn()
    test = await startTestFrame({ memory: true }, { social: [gitHub.entry()] })
    gitHub.register('portico-frame', `${test.frame.url}/oauth/callback`)
    gitHub.register('another-app', `${test.frame.url}/oauth/callback`)
  }, 60_000)

  afterAll(async () => {
    await test?.stop()
    await gitHub?.stop()
  })

  const start = async (origin = appOrigin) => {
    const started = await test.call('POST', '/api/social/start', { body: { provider: 'github', appOrigin: origin } })
    expect(started.status).toBe(200)
    return String(started.body.uri)
  }
  const exchange = (callbackUri: string, origin = appOrigin) => test.call('POST', '/api/social/exchange', { body: { callbackUri, appOrigin: origin, deviceId: deviceId() } })

  it('signs in with the code, PKCE and state; the user is GitHub\'s numeric id, named by its login, the same on a later login', async () => {
    const uri = new URL(await start())
    expect(uri.origin + uri.pathname).toBe(`${gitHub.url}/login/oauth/authorize`)
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    expect(uri.searchParams.get('scope')).toBe('read:user')
    expect(uri.searchParams.has('nonce')).toBe(false)
    const login = await exchange(await gitHub.signIn(uri.href, { id: 583231, login: 'octocat' }))
    expect(login).toMatchObject({ status: 200, body: { user: { authProvider: 'github', userName: 'octocat', email: null } } })
    const session = login.body.session as FrameSession
    expect(await test.call('GET', '/api/session', { token: session.accessToken })).toMatchObject({ status: 200, body: { user: { authProvider: 'github', userName: 'octocat' } } })
    const renamed = await exchange(await gitHub.signIn(await start(), { id: 583231, login: 'octocat-renamed' }))
    expect(renamed.body.user).toEqual({ ...(login.body.user as object), userName: 'octocat-renamed' })
    const other = await exchange(await gitHub.signIn(await start(), { id: 9, login: 'octocat' }))
    expect((other.body.user as { id: string }).id).not.toBe((login.body.user as { id: string }).id)
  }, 60_000)

  it('refuses a replayed state', async () => {
    const callback = await gitHub.signIn(await start(), { id: 2, login: 'bob' })
    expect((await exchange(callback)).status).toBe(200)
    expect(await exchange(callback)).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_INVALID' } })
  }, 60_000)

  it('refuses a state started for another app origin', async () => {
    const callback = await gitHub.signIn(await start('http://localhost:5173'), { id: 3, login: 'cy' })
    expect(await exchange(callback, appOrigin)).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_INVALID' } })
  }, 60_000)

  it('refuses a code of another login put under this login\'s state: its PKCE verifier does not match the code\'s challenge', async () => {
    const victim = new URL(await start())
    const attacker = new URL(await gitHub.signIn(await start(), { id: 4, login: 'mallory' }))
    const injected = new URL(`${test.frame.url}/oauth/callback`)
    injected.searchParams.set('code', attacker.searchParams.get('code') ?? '')
    injected.searchParams.set('state', victim.searchParams.get('state') ?? '')
    expect(await exchange(injected.href)).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_INVALID' } })
  }, 60_000)

  it('refuses a code GitHub issued to another OAuth app', async () => {
    const ours = new URL(await start())
    const otherAppUri = new URL(ours)
    otherAppUri.searchParams.set('client_id', 'another-app')
    const callback = await gitHub.signIn(otherAppUri.href, { id: 5, login: 'dee' })
    expect(new URL(callback).searchParams.get('state')).toBe(ours.searchParams.get('state'))
    expect(await exchange(callback)).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_INVALID' } })
  }, 60_000)

  it('refuses a provider that is not configured', async () => {
    expect(await test.call('POST', '/api/social/start', { body: { provider: 'discord', appOrigin } })).toMatchObject({ status: 400, body: { code: 'UNKNOWN_PROVIDER' } })
  })
})
