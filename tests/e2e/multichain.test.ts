import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaTestKeypair } from '../harness/solanaTestWallet/solanaTestKeypair.ts'
import { connectTestWallet } from './connectTestWallet.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

// anvil's account 0, the one the EVM test wallet uses.
const EVM_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ACCOUNT = solanaTestKeypair().publicKey.toBase58()

/** Opens the Networks view from the demo's Networks button. */
async function openNetworks(page: Page) {
  await page.keyboard.press('Escape')
  await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
  await page.getByRole('button', { name: 'Networks', exact: true }).click()
  return page.getByRole('dialog', { name: 'Choose Network' })
}

describe('an EVM and a Solana wallet connected at once in the demo', () => {
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

  it('connects the EVM wallet, picks Solana Localnet in the Networks view, then connects the Solana wallet', async () => {
    await connectTestWallet(page)
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(EVM_ACCOUNT)
    const networks = await openNetworks(page)
    await networks.getByRole('button', { name: 'Solana Localnet' }).click()
    // Solana is not connected yet: the page shows it disconnected on solana:localnet, with Connect Wallet.
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('solana:localnet')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Portico Solana Test Wallet/ }).click()
    await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('solana:localnet')
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(SOLANA_ACCOUNT)
    expect(await page.getByTestId('solana-address').textContent()).toBe(SOLANA_ACCOUNT)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
  })

  it('the Networks view groups the networks by namespace and switches between the two connections', async () => {
    let networks = await openNetworks(page)
    await networks.getByRole('region', { name: 'EVM networks' }).getByRole('button', { name: 'Portico Local', exact: true }).waitFor()
    await networks.getByRole('region', { name: 'Solana networks' }).getByRole('button', { name: 'Solana Localnet' }).waitFor()
    await networks.getByRole('button', { name: 'Portico Local', exact: true }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('eip155:31337')
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(EVM_ACCOUNT)
    expect(await page.locator('dialog[data-test-wallet-prompt]').count()).toBe(0)

    networks = await openNetworks(page)
    await networks.getByRole('button', { name: 'Solana Localnet' }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('solana:localnet')
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(SOLANA_ACCOUNT)
    expect(await page.locator('dialog[data-test-wallet-prompt]').count()).toBe(0)
  })

  it('a reload restores both connections without asking either wallet', async () => {
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('solana:localnet')
    await expect.poll(() => page.getByTestId('solana-address').textContent()).toBe(SOLANA_ACCOUNT)
    expect(await page.locator('dialog[data-test-wallet-prompt]').count()).toBe(0)
    const networks = await openNetworks(page)
    await networks.getByRole('button', { name: 'Portico Local', exact: true }).click()
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(EVM_ACCOUNT)
    expect(await page.locator('dialog[data-test-wallet-prompt]').count()).toBe(0)
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
