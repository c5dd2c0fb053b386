import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

describe('All Wallets over the project service registry in the demo', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  const allWallets = () => page.getByRole('dialog', { name: 'All Wallets' })
  const walletCards = () => allWallets().getByRole('list', { name: 'Wallets' }).getByRole('button')

  beforeAll(async () => {
    demo = await startDemo()
    context = await demo.browser.newContext()
    page = await context.newPage()
    page.setDefaultTimeout(15_000)
    watchPage(page, log)
    await page.goto(demo.url)
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('shows the registry in pages of 40, and scrolling to the end of the list loads the next 40', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /^All Wallets/ }).click()
    await expect.poll(() => walletCards().count()).toBe(40)
    await walletCards().first().getByText('Aurora Wallet').waitFor()

    await walletCards().last().scrollIntoViewIfNeeded()
    await expect.poll(() => walletCards().count()).toBe(80)
  })

  it('search narrows the results to the wallets of the registry that match, and clearing it brings the list back', async () => {
    const search = allWallets().getByRole('searchbox', { name: 'Search wallets' })
    await search.fill('Kestrel')
    await expect.poll(() => walletCards().count()).toBe(16)
    for (const name of await walletCards().allTextContents()) expect(name).toContain('Kestrel')

    await search.fill('Kestrel Vault')
    await expect.poll(() => walletCards().allTextContents()).toEqual(['Kestrel Vault'])

    await search.fill('No such wallet anywhere')
    await allWallets().getByText('No wallet found').waitFor()
    expect(await walletCards().count()).toBe(0)

    await search.fill('')
    await expect.poll(() => walletCards().count()).toBeGreaterThanOrEqual(40)
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
