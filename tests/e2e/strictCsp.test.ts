// Issue 35, item 1: a host page built for production and served with a strict Content-Security-
// Policy and Trusted Types required. The modal and the web component must draw exactly as without
// the policy, cause no violation, and connect and sign.
import type { Locator, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { differingPixels } from './differingPixels.ts'
import { settledScreenshot } from './settledScreenshot.ts'
import { startStrictCspPages, type StrictCspPages } from './strictCspPages.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 0, the one the test wallet uses.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('a host page under a strict Content-Security-Policy with Trusted Types (issue 35, item 1)', () => {
  let pages: StrictCspPages

  beforeAll(async () => {
    pages = await startStrictCspPages()
  }, 180_000)

  afterAll(async () => {
    await pages?.stop()
  })

  const open = (server: StrictCspPages['strict'], log: PageLog) => pages.open(server, log)
  const violationsOf = (page: Page) => pages.violationsOf(page)
  const openButton = (page: Page) => page.locator('appkit-button').getByRole('button', { name: 'Connect Wallet' })

  async function openConnect(page: Page): Promise<Locator> {
    await openButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: /Portico Test Wallet/ }).waitFor()
    return dialog
  }

  async function closeModal(page: Page): Promise<void> {
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  }

  /** The Connect view as drawn on a later open (a first open rasters a few icon pixels differently). */
  async function connectScreenshot(page: Page): Promise<{ shot: Buffer; radius: number }> {
    await openConnect(page)
    await closeModal(page)
    const dialog = await openConnect(page)
    const shot = await settledScreenshot(page, dialog)
    const radius = await dialog.evaluate((element) => Number.parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0)
    await closeModal(page)
    return { shot, radius }
  }

  it('the policy is in force: an inline <style> the page adds is refused and reported (positive control)', async () => {
    const log: PageLog = { requests: [], consoleErrors: [] }
    const page = await open(pages.strict, log)
    await openButton(page).waitFor()
    await page.evaluate(() => {
      const style = document.createElement('style')
      style.textContent = 'body { background: red }'
      document.head.append(style)
    })
    await expect.poll(() => violationsOf(page)).toEqual([expect.stringMatching(/^style-src-elem: inline/)])
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 0, 0)')
  })

  it('draws the web component and the Connect view pixel for pixel as without the policy, with no violation', async () => {
    const strictLog: PageLog = { requests: [], consoleErrors: [] }
    const strictPage = await open(pages.strict, strictLog)
    const button = openButton(strictPage)
    await button.waitFor()
    // The web component's button is styled from its shadow root's adopted sheet and the theme.
    expect(await button.evaluate((element) => getComputedStyle(element).display)).toBe('inline-flex')
    expect(await strictPage.locator('appkit-button').evaluate((element) => getComputedStyle(element).display)).toBe('inline-block')
    const underPolicy = await connectScreenshot(strictPage)
    const dialog = await openConnect(strictPage)
    // SPEC §2: modal width 360px; the theme's surface, not a transparent unstyled box.
    expect(await dialog.evaluate((element) => getComputedStyle(element).width)).toBe('360px')
    expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    await closeModal(strictPage)

    const plainPage = await open(pages.plain, { requests: [], consoleErrors: [] })
    await openButton(plainPage).waitFor()
    const withoutPolicy = await connectScreenshot(plainPage)
    expect(underPolicy.radius).toBeGreaterThan(0)
    expect(await differingPixels(plainPage, withoutPolicy.shot, underPolicy.shot, underPolicy.radius)).toEqual({ size: expect.any(String), differing: 0 })
    expect(await violationsOf(strictPage)).toEqual([])
    expect(strictLog.consoleErrors).toEqual([])
  })

  it('connects and signs under the policy, with no violation', async () => {
    const log: PageLog = { requests: [], consoleErrors: [] }
    const page = await open(pages.strict, log)
    const dialog = await openConnect(page)
    await dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
    await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(ACCOUNT)
    // The modal moved on to Account: styled there too.
    const account = page.getByRole('dialog')
    expect(await account.evaluate((element) => getComputedStyle(element).width)).toBe('360px')
    await closeModal(page)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByRole('dialog', { name: 'Portico Test Wallet: Sign a message' }).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: ACCOUNT, message: 'Hello from a strict page', signature })).toBe(true)
    expect(await violationsOf(page)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
