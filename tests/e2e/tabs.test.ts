import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestWallet } from './connectTestWallet.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

// anvil's account 0, the one the test wallet uses.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SIGN = 'Sign “Hello from the Portico demo”'

const statusOf = (page: Page) => page.getByTestId('status').textContent()
const signButtons = (page: Page) => page.getByRole('button', { name: SIGN }).count()

/** Connects through the announced test wallet, then closes the modal (it stays on Account after a connect). */
async function connect(page: Page): Promise<void> {
  await connectTestWallet(page)
  await page.keyboard.press('Escape')
  await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
}

/** Disconnects through the Account view. */
async function disconnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account 0xf39F…2266' }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect.poll(() => statusOf(page)).toBe('disconnected')
}

describe('two tabs of the demo agree (issue 15, item 6)', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let tabA: Page
  let tabB: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  beforeAll(async () => {
    demo = await startDemo()
    // One context: one origin's localStorage, shared by both tabs, as in one browser window.
    context = await demo.browser.newContext()
    tabA = await context.newPage()
    tabB = await context.newPage()
    for (const page of [tabA, tabB]) {
      page.setDefaultTimeout(15_000)
      watchPage(page, log)
      await page.goto(demo.url)
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    }
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('a connect in tab A shows in tab B, whose provider then signs', async () => {
    await connect(tabA)
    // Tab B loads its adapters' code first, as on a first connect; later changes take at most a second.
    await expect.poll(() => statusOf(tabB)).toBe('connected')
    expect(await tabB.getByTestId('address').textContent()).toBe(ACCOUNT)
    expect(await tabB.getByTestId('network').textContent()).toBe('eip155:31337')
    // Reconnected silently: tab B's wallet was never asked to connect.
    expect(await tabB.locator('dialog[data-test-wallet-prompt]').count()).toBe(0)
    await tabB.getByRole('button', { name: SIGN }).click()
    await tabB.getByRole('dialog', { name: 'Portico Test Wallet: Sign a message' }).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => tabB.getByTestId('signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it("a disconnect in tab B disconnects tab A, whose Sign button goes", async () => {
    expect(await signButtons(tabA)).toBe(1)
    await disconnect(tabB)
    await expect.poll(() => statusOf(tabA)).toBe('disconnected')
    await expect.poll(() => signButtons(tabA)).toBe(0)
    expect(await tabA.getByTestId('address').textContent()).toBe('—')
    await tabA.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    // Tab A's following stored nothing back: tab B stays disconnected.
    expect(await statusOf(tabB)).toBe('disconnected')
  })

  it('and the reverse: a connect in tab B shows in tab A, and a disconnect in tab A disconnects tab B', async () => {
    await connect(tabB)
    await expect.poll(() => statusOf(tabA)).toBe('connected')
    await expect.poll(() => signButtons(tabA)).toBe(1)
    await disconnect(tabA)
    await expect.poll(() => statusOf(tabB)).toBe('disconnected')
    await expect.poll(() => signButtons(tabB)).toBe(0)
    expect(await statusOf(tabA)).toBe('disconnected')
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
