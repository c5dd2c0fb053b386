import type { Page } from 'playwright-core'

/**
 * What the page's dialogs show, for a failure's message: each one's title, its view's `data-state`
 * and its text, joined; "no dialog" when there is none or the page cannot be read.
 */
export async function shownDialogs(page: Page): Promise<string> {
  const dialogs = await page
    .getByRole('dialog')
    .evaluateAll((shown) => shown.map((dialog) => `${document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? 'a dialog'} (${dialog.querySelector('[data-state]')?.getAttribute('data-state') ?? 'no state'}): ${(dialog as HTMLElement).innerText}`))
    .catch(() => [])
  return dialogs.length > 0 ? dialogs.join(' | ') : 'no dialog'
}
