import type { Locator, Page } from 'playwright-core'

/** Where the dialog is on screen, read once it stopped changing. */
export async function settledScreenshot(page: Page, dialog: Locator): Promise<Buffer> {
  // The pointer rests on the backdrop: no row under it is hovered.
  await page.mouse.move(2, 2)
  let previous = await dialog.screenshot({ animations: 'disabled' })
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await page.waitForTimeout(250)
    const next = await dialog.screenshot({ animations: 'disabled' })
    if (next.equals(previous)) return next
    previous = next
  }
  throw new Error('The dialog kept changing for 10 s')
}
