import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestFrame } from './testing/startTestFrame.ts'
import type { TestFrame } from './testing/startTestFrame.ts'

const clientId = 'portico-frame'
const appOrigin = 'https://app.example.com'

/**
 * A stand-in OpenID issuer whose token endpoint answers an ID token the test shapes: signed by the
 * key its JWKS publishes, or by another one, with the nonce it is told. What oidc-provider cannot
 * be made to do: sign with a key it does not publish.
 */
async function startStandInIssuer() {
  const published = await generateKeyPair('RS256')
  const other = await generateKeyPair('RS256')
  const token = { signWith: published.privateKey, nonce: '' }
  const server = createServer((request, response) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const json = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (request.url === '/.well-known/openid-configuration') {
      return json({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`, response_types_supported: ['code'], subject_types_supported: ['public'], id_token_signing_alg_values_supported: ['RS256'], code_challenge_methods_supported: ['S256'] })
    }
    if (request.url === '/jwks') {
      void exportJWK(published.publicKey).then((key) => json({ keys: [{ ...key, kid: 'k1', alg: 'RS256', use: 'sig' }] }))
      return undefined
    }
    if (request.url === '/token' && request.method === 'POST') {
      request.resume()
      void new SignJWT({ nonce: token.nonce, preferred_username: 'mallory' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject('mallory')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(token.signWith)
        .then((idToken) => json({ access_token: 'stand-in-access-token', token_type: 'Bearer', expires_in: 300, id_token: idToken }))
      return undefined
    }
    return response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    publishedKey: published.privateKey,
    otherKey: other.privateKey,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}

describe('the secure frame social login checks the ID token', () => {
  let issuer: Awaited<ReturnType<typeof startStandInIssuer>>
  let test: TestFrame

  beforeAll(async () => {
    issuer = await startStandInIssuer()
    test = await startTestFrame({ memory: true }, { social: [{ provider: 'google', issuer: issuer.issuer, clientId, clientSecret: 'secret' }] })
  }, 60_000)

  afterAll(async () => {
    await test?.stop()
    await issuer?.stop()
  })

  /** Starts a login and comes back with a code, as the provider's redirect would: the exchange's answer. */
  async function loginWith(signWith: CryptoKey, nonce?: (real: string) => string) {
    const uri = new URL(String((await test.call('POST', '/api/social/start', { body: { provider: 'google', appOrigin } })).body.uri))
    const real = uri.searchParams.get('nonce') ?? ''
    issuer.token.signWith = signWith
    issuer.token.nonce = nonce ? nonce(real) : real
    const callbackUri = `${test.frame.url}/oauth/callback?code=a-code&state=${uri.searchParams.get('state') ?? ''}`
    return test.call('POST', '/api/social/exchange', { body: { callbackUri, appOrigin, deviceId: '0123456789abcdef0123456789abcdef' } })
  }

  it('accepts an ID token signed by a key of the provider JWKS with the login nonce', async () => {
    expect(await loginWith(issuer.publishedKey)).toMatchObject({ status: 200, body: { user: { authProvider: 'google', userName: 'mallory' } } })
  })

  it('refuses an ID token signed by a key the provider does not publish', async () => {
    expect(await loginWith(issuer.otherKey)).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_INVALID' } })
  })

  it('refuses an ID token with another nonce', async () => {
    expect(await loginWith(issuer.publishedKey, () => 'another-nonce-value')).toMatchObject({ status: 400, body: { code: 'SOCIAL_LOGIN_INVALID' } })
  })
})
