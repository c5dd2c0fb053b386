// Issue 35, item 1, "every view styled as without the CSP": the strict-CSP host page (its build, its
// two servers and browser from strictCspPages) opens each view a host can open without a service
// through `open({ view })`, under the policy and without it side by side, and each view must draw
// pixel for pixel the same, with no violation.
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { differingPixels } from './differingPixels.ts'
import { hostPageViews, type Shot } from './hostPageViews.ts'
import { settledScreenshot } from './settledScreenshot.ts'
import { startStrictCspPages, type StrictCspPages } from './strictCspPages.ts'
import type { PageLog } from './watchPage.ts'

const { openView, viewScreenshot, accountTabShots, connect, shows } = hostPageViews

describe('every view a host opens without a service, under a strict Content-Security-Policy with Trusted Types (issue 35, item 1)', () => {
  let pages: StrictCspPages

  beforeAll(async () => {
    pages = await startStrictCspPages()
  }, 180_000)

  afterAll(async () => {
    await pages?.stop()
  })

  it('draws each view pixel for pixel as without the policy, with no violation', async () => {
    const strictLog: PageLog = { requests: [], consoleErrors: [] }
    const strictPage = await pages.open(pages.strict, strictLog)
    const plainPage = await pages.open(pages.plain, { requests: [], consoleErrors: [] })
    const differing: Record<string, number> = {}
    const expected: Record<string, number> = {}
    const compare = async (name: string, underPolicy: Shot, withoutPolicy: Shot) => {
      expect(underPolicy.radius, name).toBeGreaterThan(0)
      differing[name] = (await differingPixels(plainPage, withoutPolicy.shot, underPolicy.shot, underPolicy.radius)).differing
      expected[name] = 0
    }
    const compareView = async (view: string, title: string, ready: (dialog: Locator) => Promise<void>) => {
      await compare(view, await viewScreenshot(strictPage, view, title, ready), await viewScreenshot(plainPage, view, title, ready))
    }

    await compareView('Connect', 'Connect Wallet', shows(/Portico Test Wallet/))
    // No registry without a service: the view settles on what it says then.
    await compareView('AllWallets', 'All Wallets', async (dialog) => dialog.locator('.pc-all-wallets:not([data-state="loading"])').waitFor())
    await compareView('Networks', 'Choose Network', shows(/Portico Local/))

    await connect(strictPage)
    await connect(plainPage)

    const accountTabs = {
      tokens: async (panel: Locator) => panel.getByText(/ETH/).first().waitFor(),
      nfts: async (panel: Locator) => panel.getByText(/NFT/).first().waitFor(),
      activity: async (panel: Locator) => panel.getByText(/ransaction|ctivity/).first().waitFor(),
    }
    const strictAccount = await accountTabShots(strictPage, accountTabs)
    const plainAccount = await accountTabShots(plainPage, accountTabs)
    await compare('Account: Tokens', strictAccount.tokens, plainAccount.tokens)
    await compare('Account: NFTs', strictAccount.nfts, plainAccount.nfts)
    await compare('Account: Activity', strictAccount.activity, plainAccount.activity)

    await compareView('WalletSend', 'Send', shows(/ETH/))
    await compareView('WalletReceive', 'Receive', shows(/Copy/))
    await compareView('UnsupportedChain', 'Switch Network', shows(/Portico Local/))

    expect(differing).toEqual(expected)
    expect(await pages.violationsOf(strictPage)).toEqual([])
    expect(strictLog.consoleErrors).toEqual([])
  })

  it('a comparison fails when a view is styled by a <style> element (control: the send plugin sheet moved into one)', async () => {
    const strictPage = await pages.open(pages.strict, { requests: [], consoleErrors: [] })
    const plainPage = await pages.open(pages.plain, { requests: [], consoleErrors: [] })
    /** The Send view with its adopted sheet and again with the same rules in a <style> element, as Portico styled views before issue 35. */
    const sendShots = async (page: Page) => {
      await connect(page)
      const adopted = await viewScreenshot(page, 'WalletSend', 'Send', shows(/ETH/))
      const dialog = await openView(page, 'WalletSend', 'Send', shows(/ETH/))
      const moved = await page.evaluate(() => {
        const isSend = (sheet: CSSStyleSheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText.startsWith('.pc-send'))
        const sheets = document.adoptedStyleSheets.filter((sheet) => isSend(sheet))
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => !isSend(sheet))
        const style = document.createElement('style')
        style.textContent = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n')
        document.head.append(style)
        return sheets.length
      })
      expect(moved).toBe(1)
      return { adopted, element: await settledScreenshot(page, dialog) }
    }
    const strict = await sendShots(strictPage)
    const plain = await sendShots(plainPage)
    // The policy refuses the element (strictCsp.test.ts's positive control, on a plugin view)...
    expect(await pages.violationsOf(strictPage)).toEqual([expect.stringMatching(/^style-src-elem: inline/)])
    // ...so the same page draws the view otherwise under it than without it: the comparison fails.
    expect((await differingPixels(plainPage, plain.element, strict.element, plain.adopted.radius)).differing).not.toBe(0)
    expect(await differingPixels(plainPage, plain.adopted.shot, strict.adopted.shot, strict.adopted.radius)).toEqual({ size: expect.any(String), differing: 0 })
  })
})
