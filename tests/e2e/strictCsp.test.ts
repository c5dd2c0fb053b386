// Issue 35, item 1: a host page built for production and served with a strict Content-Security-
// Policy and Trusted Types required. The modal and AppKit's four web components must draw exactly as
// without the policy, cause no violation, and connect and sign.
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

  // Two pages, each component drawn until settled, twice, and a connect on each: minutes on a loaded machine.
  it('draws every web component pixel for pixel as without the policy, before and after a connect, with no violation', { timeout: 240_000 }, async () => {
    const elements = ['appkit-button', 'appkit-connect-button', 'appkit-account-button', 'appkit-network-button'] as const
    /** Each web component's button as drawn now, by element; an element that draws no button (the account button while disconnected) is left out. */
    const componentShots = async (page: Page, ready: (page: Page) => Promise<void>) => {
      await ready(page)
      // No button keeps the focus or the pointer.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      const shots: Record<string, { shot: Buffer; radius: number }> = {}
      for (const element of elements) {
        const button = page.locator(element).getByRole('button')
        if ((await button.count()) === 0) continue
        shots[element] = { shot: await settledScreenshot(page, button), radius: await button.evaluate((node) => Number.parseFloat(getComputedStyle(node).borderTopLeftRadius) || 0) }
      }
      return shots
    }
    const disconnected = async (page: Page) => {
      await openButton(page).waitFor()
      await page.locator('appkit-network-button').getByRole('button', { name: /Portico Local/ }).waitFor()
    }
    const connected = async (page: Page) => {
      await page.locator('appkit-connect-button').getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
      await dialog.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Approve' }).click()
      await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
      await closeModal(page)
      // The account's native balance is in the buttons that show it.
      await page.locator('appkit-account-button').getByText(/ETH/).waitFor()
      await page.locator('appkit-button').getByText(/ETH/).waitFor()
    }
    const compare = async (under: Record<string, { shot: Buffer; radius: number }>, without: Record<string, { shot: Buffer; radius: number }>, plainPage: Page) => {
      const differing: Record<string, number> = {}
      for (const [element, shot] of Object.entries(under)) {
        expect(shot.radius, element).toBeGreaterThan(0)
        const other = without[element]
        differing[element] = other ? (await differingPixels(plainPage, other.shot, shot.shot, shot.radius)).differing : -2
      }
      return differing
    }

    const strictLog: PageLog = { requests: [], consoleErrors: [] }
    const strictPage = await open(pages.strict, strictLog)
    const plainPage = await open(pages.plain, { requests: [], consoleErrors: [] })
    const strictBefore = await componentShots(strictPage, disconnected)
    const plainBefore = await componentShots(plainPage, disconnected)
    expect(Object.keys(strictBefore)).toEqual(['appkit-button', 'appkit-connect-button', 'appkit-network-button'])
    expect(Object.keys(plainBefore)).toEqual(Object.keys(strictBefore))
    expect(await compare(strictBefore, plainBefore, plainPage)).toEqual({ 'appkit-button': 0, 'appkit-connect-button': 0, 'appkit-network-button': 0 })

    const strictAfter = await componentShots(strictPage, connected)
    const plainAfter = await componentShots(plainPage, connected)
    expect(Object.keys(strictAfter)).toEqual(expect.arrayContaining(['appkit-button', 'appkit-account-button', 'appkit-network-button']))
    expect(Object.keys(plainAfter)).toEqual(Object.keys(strictAfter))
    const after = await compare(strictAfter, plainAfter, plainPage)
    expect(after).toEqual(Object.fromEntries(Object.keys(strictAfter).map((element) => [element, 0])))
    expect(await violationsOf(strictPage)).toEqual([])
    expect(strictLog.consoleErrors).toEqual([])
  })

  it("a web component's comparison fails when its button is styled by a style attribute (control)", async () => {
    /** The network button as drawn with its styles set through the CSSOM, and again with the same declarations written as a style attribute. */
    const networkShots = async (page: Page) => {
      const button = page.locator('appkit-network-button').getByRole('button', { name: /Portico Local/ })
      await button.waitFor()
      const adopted = await settledScreenshot(page, button)
      const radius = await button.evaluate((node) => Number.parseFloat(getComputedStyle(node).borderTopLeftRadius) || 0)
      const written = await button.evaluate((node) => {
        const declarations = (node as HTMLElement).style.cssText
        node.removeAttribute('style')
        node.setAttribute('style', declarations)
        return declarations.length
      })
      expect(written).toBeGreaterThan(0)
      return { adopted, element: await settledScreenshot(page, button), radius }
    }
    const strictPage = await open(pages.strict, { requests: [], consoleErrors: [] })
    const plainPage = await open(pages.plain, { requests: [], consoleErrors: [] })
    const strict = await networkShots(strictPage)
    const plain = await networkShots(plainPage)
    // The policy refuses the attribute...
    expect(await violationsOf(strictPage)).toEqual([expect.stringMatching(/^style-src-attr: inline/)])
    // ...so the same button draws otherwise under it than without it: the comparison fails.
    expect((await differingPixels(plainPage, plain.element, strict.element, plain.radius)).differing).not.toBe(0)
    expect((await differingPixels(plainPage, plain.adopted, strict.adopted, plain.radius)).differing).toBe(0)
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
