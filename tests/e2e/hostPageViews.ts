import type { Locator, Page } from 'playwright-core'
import { settledScreenshot } from './settledScreenshot.ts'

/** A dialog as drawn, and its corner radius (0 when the modal's styles did not apply); with its text when shotOf took it. */
export interface Shot {
  shot: Buffer
  radius: number
  text?: string
}

const radiusOf = (dialog: Locator) => dialog.evaluate((element) => Number.parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0)

/** Resolves once every image the dialog shows on screen has loaded or failed (a refused one fails: the comparison and the violations then say so). */
async function imagesSettled(dialog: Locator): Promise<void> {
  await dialog.evaluate(async (element) => {
    const onScreen = [...element.querySelectorAll('img')].filter((image) => {
      const box = image.getBoundingClientRect()
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight
    })
    const settled = (image: HTMLImageElement) =>
      new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true })
        image.addEventListener('error', resolve, { once: true })
      })
    await Promise.all(onScreen.map((image) => (image.complete ? undefined : settled(image))))
  })
}

/** As settledScreenshot, with `mask` (what differs from one run to the next: a random QR code, a transaction's hash) painted over. */
async function settledMaskedScreenshot(page: Page, dialog: Locator, mask: Locator[]): Promise<Buffer> {
  await page.mouse.move(2, 2)
  let shot = await dialog.screenshot({ animations: 'disabled', mask })
  for (let attempt = 0; ; attempt += 1) {
    if (attempt === 40) throw new Error('The dialog kept changing for 10 s')
    await page.waitForTimeout(250)
    const next = await dialog.screenshot({ animations: 'disabled', mask })
    if (next.equals(shot)) return next
    shot = next
  }
}

/** The dialog once its images settled, as drawn (`mask` painted over), with its radius. */
async function shotOf(page: Page, dialog: Locator, mask: Locator[] = []): Promise<Shot> {
  await imagesSettled(dialog)
  const shot = mask.length === 0 ? await settledScreenshot(page, dialog) : await settledMaskedScreenshot(page, dialog, mask)
  return { shot, radius: await radiusOf(dialog), text: await dialog.innerText() }
}

/**
 * Closes the modal with its Close button. The dialog is centred, so its header moves while its
 * height animates to content that arrives late (the balances after a connect): on a loaded machine
 * a click can land where the button was. The click is given again while the dialog stays open.
 */
async function closeModal(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').first()
  for (let attempt = 1; ; attempt += 1) {
    await dialog.getByRole('button', { name: 'Close' }).click()
    try {
      await dialog.waitFor({ state: 'detached', timeout: attempt === 3 ? 30_000 : 5_000 })
      return
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}

/** Opens `view` through the host's button (`open({ view })`) and waits for its dialog, titled `title`, and for what `ready` does and waits for. */
async function openView(page: Page, view: string, title: string, ready: (dialog: Locator) => Promise<void>): Promise<Locator> {
  await page.getByRole('button', { name: `Open ${view}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.waitFor()
  try {
    await ready(dialog)
  } catch (error) {
    // What the page showed instead (each dialog's text, its title first), in the failure's message.
    const shown = await page.getByRole('dialog').evaluateAll((dialogs) => dialogs.map((element) => (element as HTMLElement).innerText.replaceAll('\n', ' | ')))
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe page's dialogs: ${shown.join('; ') || 'none'}`, { cause: error })
  }
  return dialog
}

/** The view as drawn on a later open (a first open rasters a few icon pixels differently); with `shown`, the dialog of that title `ready` led to. */
async function viewScreenshot(page: Page, view: string, title: string, ready: (dialog: Locator) => Promise<void>, shown = title): Promise<Shot> {
  await openView(page, view, title, ready)
  await closeModal(page)
  await openView(page, view, title, ready)
  const shot = await shotOf(page, page.getByRole('dialog', { name: shown }))
  await closeModal(page)
  return shot
}

/** Connects through the announced test wallet and closes the modal. */
async function connect(page: Page): Promise<void> {
  const dialog = await openView(page, 'Connect', 'Connect Wallet', async () => {})
  await dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Approve' }).click()
  await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
  await page.getByRole('dialog', { name: 'Account' }).waitFor()
  await closeModal(page)
}

/** What each Account tab shows once loaded: the `ready` of the Tokens, NFTs and Activity tabs. */
interface AccountTabsReady {
  tokens: (panel: Locator) => Promise<void>
  nfts: (panel: Locator) => Promise<void>
  activity: (panel: Locator) => Promise<void>
}

/** Account's Tokens, NFTs and Activity tabs as drawn on the second open (each tab drawn once before: its code and icons in place). */
async function accountTabShots(page: Page, ready: AccountTabsReady): Promise<Record<keyof AccountTabsReady, Shot>> {
  const tabs = async (dialog: Locator) => {
    const shotOfTab = async (name: string, loaded: (panel: Locator) => Promise<void>) => {
      await dialog.getByRole('tab', { name }).click()
      await loaded(dialog.getByRole('tabpanel'))
      return shotOf(page, dialog)
    }
    return { tokens: await shotOfTab('Tokens', ready.tokens), nfts: await shotOfTab('NFTs', ready.nfts), activity: await shotOfTab('Activity', ready.activity) }
  }
  await tabs(await openView(page, 'Account', 'Account', shows('Disconnect')))
  await closeModal(page)
  const shots = await tabs(await openView(page, 'Account', 'Account', shows('Disconnect')))
  await closeModal(page)
  return shots
}

/** A `ready` that waits for a button named `name`. */
const shows = (name: string | RegExp) => async (dialog: Locator) => {
  await dialog.getByRole('button', { name }).first().waitFor()
}

/**
 * Driving the strict-CSP host page (tests/e2e/strictCspHost) through its "Open <view>" buttons and
 * shooting its dialogs, for the tests that compare each view under the policy and without it.
 */
export const hostPageViews = { radiusOf, imagesSettled, shotOf, closeModal, openView, viewScreenshot, accountTabShots, connect, shows }
