import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestWallet } from './connectTestWallet.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

/** What Account shows once the balance is read: a figure with SPEC §9's 3 decimals. */
const READ_BALANCE = /^Balance [\d,]+\.\d{3} ETH$/

describe('balances while the EVM node is down as they load, then back (issue 34, item 3)', () => {
  let demo: RunningDemo
  const pages: { context: BrowserContext; page: Page }[] = []
  const log: PageLog = { requests: [], consoleErrors: [] }
  const chain = () => demo.harness.chains[0]!

  beforeAll(async () => {
    demo = await startDemo()
    // Two pages of the demo: one stays on Account, the other on Send's token list.
    // Their clocks are Playwright's (running as the real one), so SPEC §4's 30 s block is jumped, not waited.
    for (let index = 0; index < 2; index++) pages.push(await openDemoPage(demo, log, '', 30_000, (page) => page.clock.install()))
  }, 120_000)

  afterAll(async () => {
    await chain()?.node.resume().catch(() => undefined)
    for (const { context } of pages) await context.close()
    await demo?.stop()
  })

  it('says the balance is unavailable (never zero), and both views show the real balances on their own once the node answers', async () => {
    const [account, send] = pages.map(({ page }) => page) as [Page, Page]
    // The node goes away as the accounts connect: their first balance read fails.
    await chain().node.halt()
    for (const page of [account, send]) await connectTestWallet(page)

    const balance = (page: Page) => page.getByRole('dialog', { name: 'Account' }).locator('.pc-balance')
    await balance(account).filter({ hasText: 'Balance unavailable' }).waitFor()
    expect(await balance(account).getAttribute('data-state')).toBe('unavailable')
    expect(await balance(account).textContent()).not.toMatch(/\d/)

    await send.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
    const form = send.getByRole('dialog', { name: 'Send' })
    // No token to start on: the token row says why, not SPEC's "A token is required".
    await form.getByRole('button', { name: /^Select token\b.*Token Balance Unavailable/ }).click()
    const tokens = send.getByRole('dialog', { name: 'Select Token' })
    // The list's own text (the snack says it too).
    const unavailable = tokens.locator('.pc-send[data-state="error"]').filter({ hasText: 'Token Balance Unavailable' })
    await unavailable.waitFor()

    // Back: once SPEC §4's 30 s block has passed (the pages' clocks moved past it), both read again
    // and show the balances, with no click.
    await chain().node.resume()
    for (const page of [account, send]) await page.clock.fastForward(30_000)
    await Promise.all([
      expect.poll(async () => ((await balance(account).textContent()) ?? '').replace(/\s+/g, ' ').trim(), { timeout: 10_000 }).toMatch(READ_BALANCE),
      tokens.getByRole('button', { name: /Ether/ }).waitFor({ timeout: 10_000 }),
    ])
    expect(await unavailable.count()).toBe(0)
  }, 180_000)
})
