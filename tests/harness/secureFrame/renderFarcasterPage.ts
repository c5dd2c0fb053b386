import { escapeHtml } from '../escapeHtml.ts'
import { htmlPage } from './htmlPage.ts'

/** The state of a Farcaster stand-in channel page. */
export type FarcasterPageState = 'waiting' | 'approved' | 'invalid'

/** The Farcaster stand-in's approval page: a user name and "Approve" (no Farcaster client is involved). */
export function renderFarcasterPage(channel: string, state: FarcasterPageState): string {
  if (state === 'invalid') return htmlPage('Farcaster sign-in', '<h1>Farcaster sign-in</h1><p role="alert">This request is not valid any more.</p>')
  if (state === 'approved') return htmlPage('Approved', '<h1>Approved</h1><p role="status">You can close this window.</p>')
  return htmlPage(
    'Sign in with Farcaster (local stand-in)',
    `<h1>Sign in with Farcaster (local stand-in)</h1>
      <p class="note">A local stand-in for a Farcaster client's approval: pick any user name.</p>
      <form method="post" action="/farcaster/approve">
        <input type="hidden" name="channel" value="${escapeHtml(channel)}" />
        <label for="userName">User name</label>
        <input id="userName" name="userName" type="text" value="ada" autocomplete="off" required maxlength="64" />
        <button type="submit">Approve</button>
      </form>`,
  )
}
