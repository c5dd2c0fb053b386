import { htmlPage } from './htmlPage.ts'

function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * The OAuth stand-in's callback page: posts `{ type: '@portico/social/RESULT', uri }` to its opener,
 * addressed to exactly the app origin that started the login (never `*`), then says it is done.
 */
export function renderCallbackPage(appOrigin: string | undefined): string {
  if (appOrigin === undefined) return htmlPage('Login failed', '<h1>Login failed</h1><p role="alert">This login is not valid any more.</p>')
  const script = `<script>
      if (window.opener) window.opener.postMessage({ type: '@portico/social/RESULT', uri: location.href }, ${scriptLiteral(appOrigin)})
    </script>`
  return htmlPage('Signed in', '<h1>Signed in</h1><p role="status">You can close this window.</p>', { head: script })
}
