import type { Page } from 'playwright-core'
import { shownDialogs } from './shownDialogs.ts'

/**
 * In the open Send view, opens Select Token, picks the row whose name matches `name` and waits for
 * Send to show again. A balance read that failed (a slow RPC on a loaded machine) blocks the next
 * one for 30 s (SPEC §4), and the list then recovers on its own: by default two such blocks are
 * waited for (75 s), so the calling test allows about twice that. When the row never shows, or Send
 * does not come back after its click, the failure says what the page showed instead (the dialogs'
 * states and texts), not only a timeout.
 */
export async function chooseSendToken(page: Page, name: RegExp, waitMs = 75_000): Promise<void> {
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: /Select token|Token:/ }).click()
  const tokens = page.getByRole('dialog', { name: 'Select Token' })
  try {
    await tokens.getByRole('button', { name }).click({ timeout: waitMs })
  } catch (error) {
    const shown = await tokens
      .evaluate((dialog) => {
        const view = dialog.querySelector<HTMLElement>('.pc-send[data-state]')
        return view ? `${view.getAttribute('data-state') ?? ''}: ${view.innerText}` : `no token list: ${(dialog as HTMLElement).innerText}`
      }, undefined, { timeout: 2_000 })
      // Not one Select Token dialog (none, or more than one): what the page's dialogs show instead.
      .catch(async () => `no Select Token dialog; the page showed ${await shownDialogs(page)}`)
    throw new Error(`No ${String(name)} row in Select Token within ${waitMs} ms; it showed ${shown}`, { cause: error })
  }
  // The row was clicked: Send shows again, or the failure says what the page showed instead (a
  // click that landed while the list changed under it leaves Select Token on show).
  await send.waitFor().catch(async (error: unknown) => {
    throw new Error(`Send did not show again after the ${String(name)} row was clicked; the page showed ${await shownDialogs(page)}`, { cause: error })
  })
}
