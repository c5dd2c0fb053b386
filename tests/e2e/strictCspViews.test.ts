// Issue 35, item 1, "every view styled as without the CSP": the strict-CSP host page (its build, its
// two servers and browser from strictCspPages) opens each view a host can open without a service
// through `open({ view })` (and the send's review, which its form leads to), the connecting view
// (waiting, declined) and Sign In (SIWX), under the policy and without it side by side, and each
// view must draw pixel for pixel the same, with no violation.
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { differingPixels } from './differingPixels.ts'
import { hostPageViews, type Shot } from './hostPageViews.ts'
import { settledScreenshot } from './settledScreenshot.ts'
import { startStrictCspPages, type StrictCspPages } from './strictCspPages.ts'
import type { PageLog } from './watchPage.ts'

const { openView, viewScreenshot, accountTabShots, connect, shows, shotOf, closeModal } = hostPageViews

// anvil's account 7, the receiver the Send preview is compared with, and how the review shortens it.
const RECEIVER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const RECEIVER_SHORT = '0x14dC…9955'

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
    const compareView = async (view: string, title: string, ready: (dialog: Locator) => Promise<void>, name = view, shown = title) => {
      await compare(name, await viewScreenshot(strictPage, view, title, ready, shown), await viewScreenshot(plainPage, view, title, ready, shown))
    }

    await compareView('Connect', 'Connect Wallet', shows(/Portico Test Wallet/))
    // No registry without a service: the view settles on what it says then.
    await compareView('AllWallets', 'All Wallets', async (dialog) => dialog.locator('.pc-all-wallets:not([data-state="loading"])').waitFor())
    await compareView('Networks', 'Choose Network', shows(/Portico Local/))
    await compareView('WhatIsAWallet', 'What is a wallet?', shows(/Get a wallet/))

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

    await compareView('Profile', 'Connected Wallets', shows(/Add wallet/))
    await compareView('WalletSend', 'Send', shows(/ETH/))
    // The send's review: the same amount to the same receiver on both pages, its network fee
    // estimated on the same anvil chain (no block mined between the two pages' shots).
    await compareView(
      'WalletSend',
      'Send',
      async (dialog) => {
        await shows(/ETH/)(dialog)
        await dialog.getByRole('textbox', { name: 'Amount' }).fill('0.01')
        await dialog.getByRole('textbox', { name: 'To' }).fill(RECEIVER)
        await dialog.getByRole('button', { name: 'Preview send' }).click()
        const review = dialog.page().getByRole('dialog', { name: 'Review Send' })
        await review.getByText(RECEIVER_SHORT, { exact: true }).waitFor()
        // The fee estimated: Send no longer held.
        await review.locator('dd[data-state="ready"]').waitFor()
        await review.getByRole('button', { name: 'Send', exact: true }).and(review.locator(':enabled')).waitFor()
      },
      'WalletSendPreview',
      'Review Send',
    )
    // The send's token list, from the form's token row.
    await compareView(
      'WalletSend',
      'Send',
      async (dialog) => {
        await shows(/ETH/)(dialog)
        await dialog.getByRole('button', { name: /ETH/ }).first().click()
        await dialog.page().getByRole('dialog', { name: 'Select Token' }).getByRole('button', { name: /ETH/ }).first().waitFor()
      },
      'WalletSendSelectToken',
      'Select Token',
    )
    await compareView('WalletReceive', 'Receive', shows(/Copy/))
    await compareView('UnsupportedChain', 'Switch Network', shows(/Portico Local/))

    expect(differing).toEqual(expected)
    expect(await pages.violationsOf(strictPage)).toEqual([])
    expect(strictLog.consoleErrors).toEqual([])
  })

  it('draws the connecting view (waiting for the wallet, then declined) and Sign In (SIWX, required) as without the policy, and signs in under it', async () => {
    const strictLog: PageLog = { requests: [], consoleErrors: [] }
    const strictPage = await pages.open(pages.strict, strictLog, { siwx: 'required' })
    const plainPage = await pages.open(pages.plain, { requests: [], consoleErrors: [] }, { siwx: 'required' })
    const prompt = (page: Page) => page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' })
    /**
     * The connecting view while the test wallet asks, and after its Reject, each on a second try
     * (a first open rasters a few icon pixels differently). The wallet's own prompt, over the page
     * and outside the modal, is hidden for the waiting shot and shown again to be answered.
     */
    const connecting = async (page: Page): Promise<{ waiting: Shot; declined: Shot }> => {
      let shots: { waiting: Shot; declined: Shot } | undefined
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const connect = await openView(page, 'Connect', 'Connect Wallet', shows(/Portico Test Wallet/))
        await connect.getByRole('button', { name: /Portico Test Wallet/ }).click()
        await prompt(page).waitFor()
        const view = page.locator('[role="dialog"][aria-modal="true"]').filter({ has: page.locator('.pc-connecting') })
        await view.getByText('Continue in Portico Test Wallet').waitFor()
        // Found by its element: hidden, it has no role to find it by.
        const walletPrompt = page.locator('dialog[data-test-wallet-prompt="eth_requestAccounts"]')
        await walletPrompt.evaluate((element: HTMLElement) => (element.style.visibility = 'hidden'))
        const waiting = await shotOf(page, view)
        await walletPrompt.evaluate((element: HTMLElement) => (element.style.visibility = 'visible'))
        await prompt(page).getByRole('button', { name: 'Reject' }).click()
        await view.getByText('Connection declined').waitFor()
        await view.getByRole('button', { name: 'Try again' }).waitFor()
        shots = { waiting, declined: await shotOf(page, view) }
        await closeModal(page)
      }
      if (!shots) throw new Error('Nothing was shot')
      return shots
    }
    const strictConnecting = await connecting(strictPage)
    const plainConnecting = await connecting(plainPage)

    /** Sign In once the wallet connected (required: Cancel disconnects), as drawn on its second showing. */
    const signIn = async (page: Page): Promise<Shot> => {
      let shot: Shot | undefined
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const connect = await openView(page, 'Connect', 'Connect Wallet', shows(/Portico Test Wallet/))
        await connect.getByRole('button', { name: /Portico Test Wallet/ }).click()
        await prompt(page).getByRole('button', { name: 'Approve' }).click()
        const dialog = page.getByRole('dialog', { name: 'Sign In' })
        await dialog.getByText('Canceling will disconnect you.').waitFor()
        await dialog.getByText('Strict CSP host needs to connect to your wallet').waitFor()
        shot = await shotOf(page, dialog)
        if (attempt === 0) {
          await dialog.getByRole('button', { name: 'Cancel' }).click()
          await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
          await dialog.waitFor({ state: 'detached' })
          // Disconnected, the modal shows Connect: closed for the next try.
          await closeModal(page)
        }
      }
      if (!shot) throw new Error('Nothing was shot')
      return shot
    }
    const strictSignIn = await signIn(strictPage)
    const plainSignIn = await signIn(plainPage)

    const differing: Record<string, number> = {}
    for (const [name, underPolicy, withoutPolicy] of [
      ['Connecting: waiting for the wallet', strictConnecting.waiting, plainConnecting.waiting],
      ['Connecting: declined', strictConnecting.declined, plainConnecting.declined],
      ['Sign In', strictSignIn, plainSignIn],
    ] as const) {
      expect(underPolicy.radius, name).toBeGreaterThan(0)
      differing[name] = (await differingPixels(plainPage, withoutPolicy.shot, underPolicy.shot, underPolicy.radius)).differing
    }
    expect(differing).toEqual({ 'Connecting: waiting for the wallet': 0, 'Connecting: declined': 0, 'Sign In': 0 })

    // Signed in under the policy: the wallet signs the SIWX message, the modal closes connected.
    await strictPage.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign' }).click()
    const signPrompt = strictPage.getByRole('dialog', { name: 'Portico Test Wallet: Sign a message' })
    await signPrompt.getByText(/wants you to sign in with your Ethereum account/).waitFor()
    await signPrompt.getByRole('button', { name: 'Approve' }).click()
    await strictPage.getByRole('dialog', { name: 'Sign In' }).waitFor({ state: 'detached' })
    await strictPage.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
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
