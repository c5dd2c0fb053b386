import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestWallet } from './connectTestWallet.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

// anvil's account 0, the one the test wallet uses.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The page's `@portico/` localStorage entries. */
function porticoStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('@portico/'))))
}

describe('reload and disconnect in the demo', () => {
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

  it('a reload restores the connection without asking the wallet again', async () => {
    await connectTestWallet(page)
    expect((await porticoStorage(page))['@portico/connectionStatus']).toBe('"connected"')
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(ACCOUNT)
    expect(await page.getByTestId('network').textContent()).toBe('eip155:31337')
    await page.getByRole('button', { name: 'Account 0xf39F…2266' }).waitFor()
    expect(await page.locator('dialog[data-test-wallet-prompt]').count()).toBe(0)
    expect(await page.getByTestId('modal').textContent()).toBe('closed')
  })

  it('Disconnect clears the connection from localStorage, and a reload stays disconnected', async () => {
    await page.getByRole('button', { name: 'Account 0xf39F…2266' }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await page.getByTestId('address').textContent()).toBe('—')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

    const stored = await porticoStorage(page)
    expect(Object.entries(stored).filter(([, value]) => value.includes('"connected"'))).toEqual([])
    expect(stored['@portico/connectionStatus']).not.toBe('"connected"')
    expect(JSON.parse(stored['@portico/connectedConnectorIds'] ?? '{}')).toEqual({})
    expect(JSON.parse(stored['@portico/connectedNamespaces'] ?? '[]')).toEqual([])

    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
