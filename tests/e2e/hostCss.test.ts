import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestWallet } from './connectTestWallet.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { differingPixels } from './differingPixels.ts'
import { settledScreenshot } from './settledScreenshot.ts'
import { watchPage, type PageLog } from './watchPage.ts'

/** The host stylesheet of issue 20, item 3: what a careless or hostile page puts on every element. */
const HOSTILE_CSS = '* { all: unset } button { margin: 15px } div { display: inline }'

/** The dialog's rounded corner in CSS pixels. */
const cornerRadius = (dialog: Locator) => dialog.evaluate((element) => Number.parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0)

/** Closes the modal with its close button (a key would make the next open show its focus ring) and waits until the page says so. */
async function closeModal(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
}

describe('the modal is isolated from the host page’s CSS (issue 20, item 3)', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  beforeAll(async () => {
    demo = await startDemo()
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  /** A fresh page of the demo at `path`. */
  async function open(path = ''): Promise<Page> {
    await context?.close()
    context = await demo.browser.newContext({ viewport: { width: 1000, height: 800 } })
    page = await context.newPage()
    page.setDefaultTimeout(30_000)
    watchPage(page, log)
    await page.goto(`${demo.url}${path}`)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    return page
  }

  it('Connect looks pixel for pixel the same with `* { all: unset }`, `button { margin: 15px }` and `div { display: inline }` on the page', async () => {
    await open()
    const openConnect = async () => {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
      await dialog.getByRole('button', { name: /Portico Test Wallet/ }).waitFor()
      return dialog
    }
    // A first open draws a few icon pixels differently (Chromium's first raster of them) from every
    // later one, with or without the host's rules: the opens compared are later ones.
    await openConnect()
    await closeModal(page)
    let dialog = await openConnect()
    const plainConnect = await settledScreenshot(page, dialog)
    const radius = await cornerRadius(dialog)
    expect(radius).toBeGreaterThan(0)
    await closeModal(page)

    await page.addStyleTag({ content: HOSTILE_CSS })
    // The page itself did take the rules: its own buttons have the margin.
    expect(await page.getByRole('button', { name: 'Connect Wallet' }).evaluate((element) => getComputedStyle(element).marginTop)).toBe('15px')
    dialog = await openConnect()
    const hostileConnect = await settledScreenshot(page, dialog)
    // The modal's own rows and buttons did not take them.
    expect(await dialog.getByRole('button', { name: /Portico Test Wallet/ }).evaluate((element) => getComputedStyle(element).marginTop)).toBe('0px')
    expect(await differingPixels(page, plainConnect, hostileConnect, radius)).toMatchObject({ differing: 0 })
    expect(log.consoleErrors).toEqual([])
  }, 120_000)

  it('so does Account, connected', async () => {
    await open()
    await connectTestWallet(page)
    await closeModal(page)
    const openAccount = async () => {
      await page.getByRole('button', { name: /^Account / }).click()
      const account = page.getByRole('dialog', { name: 'Account' })
      await account.getByRole('button', { name: 'Disconnect' }).waitFor()
      return account
    }
    await openAccount()
    await closeModal(page)
    const dialog = await openAccount()
    const plainAccount = await settledScreenshot(page, dialog)
    await closeModal(page)
    await page.addStyleTag({ content: HOSTILE_CSS })
    const hostile = await openAccount()
    const hostileAccount = await settledScreenshot(page, hostile)
    expect(await differingPixels(page, plainAccount, hostileAccount, await cornerRadius(dialog))).toMatchObject({ differing: 0 })
    expect(log.consoleErrors).toEqual([])
  }, 120_000)

  it('under the same stylesheet, themeVariables still colour the modal and the host still styles a documented part', async () => {
    await open('?accent=%23ff00aa')
    await page.addStyleTag({ content: `${HOSTILE_CSS} .pc-root [data-part='dialog'] { border-color: rgb(0, 200, 0); }` })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: /Portico Test Wallet/ }).waitFor()
    // `--w3m-accent` (themeVariables) sets the accent token the modal paints with, and it reaches
    // the rows inside: custom properties are no part of the reset's `all`.
    const row = dialog.getByRole('button', { name: /Portico Test Wallet/ })
    const accent = await row.evaluate((element) => getComputedStyle(element).getPropertyValue('--pc-color-accent').trim())
    expect(accent).toBe('#ff00aa')
    expect(await dialog.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(0, 200, 0)')
    // The rest of the host's rules still stop at the modal.
    expect(await dialog.evaluate((element) => getComputedStyle(element).display)).toBe('flex')
    expect(log.consoleErrors).toEqual([])
  })
})
