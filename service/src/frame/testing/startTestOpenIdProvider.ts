import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** A real OpenID Connect provider (oidc-provider) on loopback with one confidential client, and a browser's way through its login and consent. */
export interface TestOpenIdProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /** Registers the client's redirect URI (the frame's callback); call before the first login. */
  setRedirectUri(uri: string): void
  /** Follows an authorization URL as a browser would, signing in as `accountId` and consenting: the callback URL the provider redirects to. */
  signIn(authorizationUrl: string, accountId: string): Promise<string>
  stop(): Promise<void>
}

/** Starts a TestOpenIdProvider on 127.0.0.1 (its dev login and consent pages; PKCE required). */
export async function startTestOpenIdProvider(): Promise<TestOpenIdProvider> {
  let provider: Provider | undefined
  const server = createServer((request, response) => {
    void providerFor().callback()(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'portico-frame'
  const clientSecret = 'a-client-secret-for-the-test-provider'
  const redirectUris: string[] = []
  const providerFor = () =>
    (provider ??= new Provider(issuer, {
      clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username', 'name'] },
      findAccount: (_context, accountId) => ({ accountId, claims: () => ({ sub: accountId, email: `${accountId}@example.com`, email_verified: true, preferred_username: accountId }) }),
      pkce: { required: () => true },
    }))
  return {
    issuer,
    clientId,
    clientSecret,
    setRedirectUri(uri) {
      redirectUris.splice(0, redirectUris.length, uri)
    },
    async signIn(authorizationUrl, accountId) {
      const cookies = new Map<string, string>()
      const remember = (response: Response) => {
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';')
          const separator = pair?.indexOf('=') ?? -1
          if (pair && separator > 0) cookies.set(pair.slice(0, separator), pair.slice(separator + 1))
        }
      }
      const send = async (url: string, form?: Record<string, string>) => {
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
          ...(form ? { method: 'POST', body: new URLSearchParams(form).toString() } : {}),
        })
        remember(response)
        return response
      }
      let url = authorizationUrl
      for (let step = 0; step < 12; step++) {
        const response = await send(url)
        const location = response.headers.get('location')
        if (location === null) throw new Error(`The provider stopped at ${url} with ${response.status}: ${(await response.text()).slice(0, 300)}`)
        const next = new URL(location, url)
        if (next.origin !== issuer) return next.href
        if (next.pathname.startsWith('/interaction/')) {
          const page = await send(next.href)
          const prompt = /name="prompt" value="(\w+)"/.exec(await page.text())?.[1] ?? 'login'
          const submitted = await send(next.href, prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt })
          url = new URL(submitted.headers.get('location') ?? next.href, next.href).href
          continue
        }
        url = next.href
      }
      throw new Error('The provider did not redirect back')
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
