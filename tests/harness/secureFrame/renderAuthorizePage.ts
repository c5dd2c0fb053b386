import { escapeHtml } from '../escapeHtml.ts'
import { htmlPage } from './htmlPage.ts'

function capitalized(name: string): string {
  return name === 'x' ? 'X' : `${name.slice(0, 1).toUpperCase()}${name.slice(1)}`
}

/** The local OAuth stand-in's sign-in form: a prefilled user name and "Continue" (no real provider is reached). */
export function renderAuthorizePage(provider: string, state: string): string {
  const title = `Sign in with ${capitalized(provider)} (local stand-in)`
  return htmlPage(
    title,
    `<h1>${escapeHtml(title)}</h1>
      <p class="note">A local stand-in for the provider's sign-in page: no account at ${escapeHtml(capitalized(provider))} is used. Pick any user name.</p>
      <form method="post" action="/oauth/authorize">
        <input type="hidden" name="state" value="${escapeHtml(state)}" />
        <label for="userName">User name</label>
        <input id="userName" name="userName" type="text" value="ada" autocomplete="off" required maxlength="64" />
        <button type="submit">Continue</button>
      </form>`,
  )
}
