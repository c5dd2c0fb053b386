import type { Answer } from '../api/Answer.ts'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

function page(status: number, title: string, body: string): Answer {
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`,
  }
}

/**
 * The device approval pages (no script, no inline style): `form` asks to approve the device of the
 * token with one button that posts it; `approved` and `invalid` say what happened.
 */
export function deviceApprovalPage(state: 'form' | 'approved' | 'invalid', token = ''): Answer {
  if (state === 'approved') return page(200, 'Device approved', '<p>You can close this page and go back to the app.</p>')
  if (state === 'invalid') return page(404, 'This approval link is not valid', '<p>It has expired or was never issued. Ask for a new one from the app.</p>')
  return page(
    200,
    'Approve this device',
    `<p>A new device asks to log in to your wallet. Approve it only if it is yours and you just asked to log in.</p>
<form method="post" action="/device/approve">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Approve this device</button>
</form>`,
  )
}
