import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

describe('a wallet that rejects the connection (4001) in the demo', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

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

  it('shows the declined state, and Try again asks the wallet again and connects', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Portico Test Wallet/ }).click()
    const prompt = page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' })
    await prompt.getByRole('button', { name: 'Reject' }).click()

    const connecting = page.getByRole('dialog', { name: 'Connecting' })
    await connecting.getByText('Connection declined').waitFor()
    await expect.poll(() => connecting.locator('[data-state="declined"]').count()).toBeGreaterThan(0)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')

    await connecting.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => connecting.getByText('Connection declined').count()).toBe(0)
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
