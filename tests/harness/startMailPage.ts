import { createServer } from 'node:http'
import { escapeHtml } from './escapeHtml.ts'
import { codeOf, type CapturedMail, type Mailbox } from './startMailbox.ts'
import { listenOnLoopback } from './listenOnLoopback.ts'

/** A running mail page. */
export interface MailPage {
  /** Such as `http://127.0.0.1:8558/`. */
  url: string
  stop(): Promise<void>
}

function messageHtml(mail: CapturedMail): string {
  const code = codeOf(mail)
  return `<li>
        <h2>${escapeHtml(mail.subject)}</h2>
        <p class="meta">To ${escapeHtml(mail.to.join(', '))} · <time datetime="${mail.receivedAt.toISOString()}">${escapeHtml(mail.receivedAt.toLocaleTimeString('en-GB'))}</time></p>
        ${code === undefined ? '' : `<p>Code <code data-testid="code">${escapeHtml(code)}</code></p>`}
        <pre>${escapeHtml(mail.text)}</pre>
      </li>`
}

/** The page's HTML: every message the mailbox caught, newest first, each code shown large. */
function mailPageHtml(messages: readonly CapturedMail[]): string {
  const items = [...messages].reverse().map(messageHtml).join('\n      ')
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="refresh" content="5" />
    <title>Portico demo mail</title>
    <link rel="icon" href="data:," />
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 44rem; padding: 0 1rem; color: #1b1b1f; }
      ol { padding: 0; list-style: none; }
      li { border: 1px solid #c9c9d1; border-radius: 6px; padding: 0.75rem 1rem; margin-bottom: 0.75rem; }
      h2 { font-size: 1.1rem; margin: 0; }
      .meta { color: #4a4a55; font-size: 0.9rem; margin: 0.25rem 0; }
      code { font-size: 1.5rem; letter-spacing: 0.15em; }
      pre { white-space: pre-wrap; color: #4a4a55; font-size: 0.85rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Mail</h1>
      <p>What the demo's secure frame sent (caught by a local SMTP server; nothing leaves this machine), newest first. This page reloads every 5 seconds.</p>
      ${messages.length === 0 ? '<p>No mail yet. Log in by e-mail in the demo and the code shows here.</p>' : `<ol>\n      ${items}\n      </ol>`}
    </main>
  </body>
</html>
`
}

/** Serves the mailbox's messages as a page of their own on 127.0.0.1 (`port`, or a free one): the demo's mail page. */
export async function startMailPage(mailbox: Pick<Mailbox, 'messages'>, options: { port?: number } = {}): Promise<MailPage> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://127.0.0.1').pathname !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(mailPageHtml(mailbox.messages()))
  })
  const { port, stop } = await listenOnLoopback(server, options.port)
  return {
    url: `http://127.0.0.1:${port}/`,
    stop,
  }
}
