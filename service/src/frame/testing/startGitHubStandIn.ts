import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A GitHub account of the stand-in: GitHub's numeric id and login. */
export interface GitHubStandInAccount {
  id: number
  login: string
}

/** A loopback stand-in for GitHub's OAuth 2.0 web flow and user API, with one registered OAuth app per client. */
export interface GitHubStandIn {
  /** The stand-in's origin (`http://127.0.0.1:port`). */
  url: string
  /** The frame's `social` entry for this stand-in: GitHub's endpoint paths on the stand-in's origin. */
  entry(clientId?: string): { provider: 'github'; clientId: string; clientSecret: string; authorizationUrl: string; tokenUrl: string; userUrl: string }
  /** Registers an OAuth app (its callback URL); the stand-in starts with none. */
  register(clientId: string, redirectUri: string): void
  /** Signs `account` in to the stand-in: the value of the `user_session` cookie a browser of that account sends. */
  sessionOf(account: GitHubStandInAccount): string
  /** Follows an authorization URL as the browser of `account`, signed in to GitHub and approving: the callback URL GitHub redirects to. */
  signIn(authorizationUrl: string, account: GitHubStandInAccount): Promise<string>
  stop(): Promise<void>
}

interface Grant {
  clientId: string
  redirectUri: string
  codeChallenge: string
  account: GitHubStandInAccount
}

const secretOf = (clientId: string) => `secret-of-${clientId}`
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of request as AsyncIterable<Buffer>) text += chunk.toString('utf8')
  return new URLSearchParams(text)
}

/**
 * Starts a stand-in of GitHub's OAuth 2.0 on 127.0.0.1 (real HTTP, GitHub's paths and shapes):
 * `GET /login/oauth/authorize` redirects back with a code and the state (the signed-in account is
 * the `user_session` cookie, as GitHub's session is); `POST /login/oauth/access_token` checks the
 * client's id and secret, that the code is unused and was issued to that client and redirect URI,
 * and the PKCE verifier against the S256 challenge, answering JSON when asked for it and GitHub's
 * `200 { error }` when refusing; `GET /user` answers the token's account. Not GitHub: no login
 * page, no consent screen, no scopes checked, no token expiry.
 */
export async function startGitHubStandIn(): Promise<GitHubStandIn> {
  const redirectUris = new Map<string, string>()
  const accounts = new Map<string, GitHubStandInAccount>()
  const grants = new Map<string, Grant>()
  const tokens = new Map<string, GitHubStandInAccount>()

  function authorize(url: URL, request: IncomingMessage, response: ServerResponse): void {
    const clientId = url.searchParams.get('client_id') ?? ''
    const redirectUri = url.searchParams.get('redirect_uri') ?? ''
    const account = accounts.get(/user_session=(\w+)/.exec(request.headers.cookie ?? '')?.[1] ?? '')
    if (redirectUris.get(clientId) !== redirectUri) return void response.writeHead(400).end('The redirect_uri is not associated with this application.')
    if (url.searchParams.get('code_challenge_method') !== 'S256' || !account) return void response.writeHead(400).end('PKCE S256 and a signed-in account are required')
    const code = randomBytes(10).toString('hex')
    grants.set(code, { clientId, redirectUri, codeChallenge: url.searchParams.get('code_challenge') ?? '', account })
    const back = new URL(redirectUri)
    back.searchParams.set('code', code)
    back.searchParams.set('state', url.searchParams.get('state') ?? '')
    response.writeHead(302, { location: back.href }).end()
  }

  async function accessToken(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = await formOf(request)
    const wantsJson = (request.headers.accept ?? '').includes('application/json')
    const answer = (body: Record<string, string>) =>
      wantsJson ? response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)) : response.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded' }).end(new URLSearchParams(body).toString())
    const clientId = form.get('client_id') ?? ''
    if (!redirectUris.has(clientId) || form.get('client_secret') !== secretOf(clientId)) return void answer({ error: 'incorrect_client_credentials', error_description: 'The client_id and/or client_secret passed are incorrect.' })
    const code = form.get('code') ?? ''
    const grant = grants.get(code)
    grants.delete(code)
    if (!grant || grant.clientId !== clientId || grant.redirectUri !== form.get('redirect_uri')) return void answer({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' })
    if (s256(form.get('code_verifier') ?? '') !== grant.codeChallenge) return void answer({ error: 'invalid_grant', error_description: 'The code_verifier does not match the code_challenge.' })
    const token = `gho_${randomBytes(18).toString('base64url')}`
    tokens.set(token, grant.account)
    answer({ access_token: token, token_type: 'bearer', scope: 'read:user' })
  }

  function user(request: IncomingMessage, response: ServerResponse): void {
    const account = tokens.get(/^(?:Bearer|token) (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '')
    if (!account) return void response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' }))
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ login: account.login, id: account.id, type: 'User', name: null }))
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in.invalid')
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') return authorize(url, request, response)
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') return void accessToken(request, response).catch(() => response.writeHead(500).end())
    if (request.method === 'GET' && url.pathname === '/user') return user(request, response)
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const sessionOf = (account: GitHubStandInAccount): string => {
    const session = randomBytes(8).toString('hex')
    accounts.set(session, account)
    return session
  }
  return {
    url,
    entry: (clientId = 'portico-frame') => ({ provider: 'github', clientId, clientSecret: secretOf(clientId), authorizationUrl: `${url}/login/oauth/authorize`, tokenUrl: `${url}/login/oauth/access_token`, userUrl: `${url}/user` }),
    register(clientId, redirectUri) {
      redirectUris.set(clientId, redirectUri)
    },
    sessionOf,
    async signIn(authorizationUrl, account) {
      const response = await fetch(authorizationUrl, { redirect: 'manual', headers: { cookie: `user_session=${sessionOf(account)}` } })
      const location = response.headers.get('location')
      if (location === null) throw new Error(`The GitHub stand-in answered ${response.status}: ${await response.text()}`)
      return location
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
