import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeWith } from '../decodeWith.ts'
import { FrameConfig } from './FrameConfig.ts'
import { startTestFrame } from './testing/startTestFrame.ts'
import type { TestFrame } from './testing/startTestFrame.ts'

const appOrigin = 'https://app.example.com'

describe('the OAuth 2.0 providers configured by client id and secret alone start at their real endpoints', () => {
  let test: TestFrame

  beforeAll(async () => {
    test = await startTestFrame({ memory: true }, { social: (['x', 'discord', 'facebook', 'github'] as const).map((provider) => ({ provider, clientId: `${provider}-client`, clientSecret: 'secret' })) })
  }, 60_000)

  afterAll(async () => {
    await test?.stop()
  })

  it.each([
    ['x', 'https://x.com/i/oauth2/authorize', 'users.read tweet.read'],
    ['discord', 'https://discord.com/oauth2/authorize', 'identify'],
    ['facebook', 'https://www.facebook.com/v23.0/dialog/oauth', 'public_profile'],
    ['github', 'https://github.com/login/oauth/authorize', 'read:user'],
  ])('%s: the authorization URL with PKCE, state and the frame callback', async (provider, endpoint, scope) => {
    const started = await test.call('POST', '/api/social/start', { body: { provider, appOrigin } })
    expect(started.status).toBe(200)
    const uri = new URL(String(started.body.uri))
    expect(uri.origin + uri.pathname).toBe(endpoint)
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ client_id: `${provider}-client`, response_type: 'code', scope, code_challenge_method: 'S256', redirect_uri: `${test.frame.url}/oauth/callback` })
    expect(uri.searchParams.get('state')).toMatch(/^[\w-]{20,}$/)
  })

  it('refuses at config time an entry without issuer for a provider that is only OpenID', () => {
    const config = { port: 0, smtp: { host: '127.0.0.1', port: 25, from: 'a@b.c' } }
    expect(() => decodeWith(FrameConfig, { ...config, social: [{ provider: 'google', clientId: 'id', clientSecret: 'secret' }] }, 'secureFrame')).toThrow(/social/)
    expect(decodeWith(FrameConfig, { ...config, social: [{ provider: 'github', clientId: 'id', clientSecret: 'secret' }] }, 'secureFrame').social).toEqual([{ provider: 'github', clientId: 'id', clientSecret: 'secret' }])
  })
})
