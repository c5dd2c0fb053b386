import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { escapeHtml } from './escapeHtml.ts'
import type { SocialStandIns } from './startSocialStandIns.ts'
import { listenOnLoopback } from './listenOnLoopback.ts'

/** A running stand-ins page. */
export interface StandInsPage {
  /** Such as `http://127.0.0.1:8559/`. */
  url: string
  stop(): Promise<void>
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    request.on('end', () => resolve(new URLSearchParams(text)))
    request.on('error', reject)
  })
}

/** A stable GitHub-like numeric id for a login name of the stand-in. */
function gitHubIdOf(login: string): number {
  return createHash('sha256').update(login).digest().readUInt32BE(0) % 100_000_000
}

function pageHtml(notice: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Portico demo: social login stand-ins</title>
    <link rel="icon" href="data:," />
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 44rem; padding: 0 1rem; color: #1b1b1f; }
      section { border: 1px solid #c9c9d1; border-radius: 6px; padding: 0.75rem 1rem; margin-bottom: 1rem; }
      h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
      label { display: block; margin: 0.5rem 0 0.25rem; }
      input, textarea { font: inherit; width: 100%; box-sizing: border-box; }
      button { font: inherit; margin-top: 0.5rem; }
      [role="status"] { background: #eef6ee; border-radius: 6px; padding: 0.5rem 1rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Social login stand-ins</h1>
      <p>The demo's secure frame logs in with Google, GitHub and Farcaster through local stand-ins of them (nothing leaves this machine); not the real providers.</p>
      ${notice === '' ? '' : `<p role="status">${escapeHtml(notice)}</p>`}
      <section>
        <h2>Google (an OpenID Connect provider on loopback)</h2>
        <p>Press "Continue with Google" in the demo: the popup shows the provider's own sign-in page. Any account name and any password sign in; the account name is the login.</p>
      </section>
      <section>
        <h2>GitHub (an OAuth 2.0 stand-in)</h2>
        <p>The stand-in has no sign-in page of its own: sign in to it here first, then press "Continue with GitHub" in the demo.</p>
        <form method="post" action="/github">
          <label for="login">GitHub login</label>
          <input id="login" name="login" required value="octocat" />
          <button type="submit">Sign in to the GitHub stand-in</button>
        </form>
      </section>
      <section>
        <h2>Farcaster (the Farcaster app, as a stand-in)</h2>
        <p>Press "Continue with Farcaster" in the demo, then "Open the link": copy the address of the tab it opens (a farcaster.xyz link that the real Farcaster app would open) and paste it here.</p>
        <form method="post" action="/farcaster">
          <label for="link">Sign-in link</label>
          <textarea id="link" name="link" rows="3" required></textarea>
          <label for="username">Farcaster user name</label>
          <input id="username" name="username" required value="alice" />
          <button type="submit">Approve in the Farcaster app</button>
        </form>
      </section>
    </main>
  </body>
</html>
`
}

/**
 * The demo's page for its social login stand-ins (`startSocialStandIns`), on 127.0.0.1 (`port`, or a
 * free one): what each one asks of a user, a sign-in to the GitHub stand-in (its `user_session`
 * cookie, which the browser sends to the stand-in: cookies are per host, not per port), and the
 * Farcaster app's approval of a sign-in link as a user name.
 */
export async function startStandInsPage(socials: SocialStandIns, options: { port?: number } = {}): Promise<StandInsPage> {
  const answer = (response: ServerResponse, notice: string, headers: Record<string, string> = {}) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(pageHtml(notice))
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (request.method === 'GET' && path === '/') return answer(response, '')
    if (request.method === 'POST' && path === '/github') {
      void readForm(request).then((form) => {
        const login = (form.get('login') ?? '').trim()
        if (login === '') return answer(response, 'Give a login.')
        const session = socials.gitHub.sessionOf({ id: gitHubIdOf(login), login })
        answer(response, `Signed in to the GitHub stand-in as ${login}: "Continue with GitHub" in the demo logs in as ${login}.`, { 'set-cookie': `user_session=${session}; Path=/; HttpOnly; SameSite=Lax` })
      })
      return
    }
    if (request.method === 'POST' && path === '/farcaster') {
      void readForm(request).then(async (form) => {
        const username = (form.get('username') ?? '').trim()
        try {
          await socials.farcaster.approve((form.get('link') ?? '').trim(), username)
          answer(response, `Approved as ${username}: the demo logs in.`)
        } catch (error) {
          answer(response, `Not approved: ${error instanceof Error ? error.message : String(error)}`)
        }
      })
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
  })
  const { port, stop } = await listenOnLoopback(server, options.port)
  return {
    url: `http://127.0.0.1:${port}/`,
    stop,
  }
}
