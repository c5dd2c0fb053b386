import { Connection } from '@solana/web3.js'
import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaTestKeypair } from '../harness/solanaTestWallet/solanaTestKeypair.ts'
import { connectSolanaTestWallet } from './connectSolanaTestWallet.ts'
import { connectTestWallet } from './connectTestWallet.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

// anvil's account 0: the demo's announced test wallet. The stand-ins pay from anvil account 7.
const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date())

describe('buying crypto in the demo through the harness’s two on-ramp provider stand-ins', () => {
  let demo: RunningDemo
  const contexts: BrowserContext[] = []
  const log: PageLog = { requests: [], consoleErrors: [] }
  const ethOf = (address: Address) => createPublicClient({ transport: http(demo.harness.chains[0]!.rpcUrl) }).getBalance({ address })

  beforeAll(async () => {
    demo = await startDemo()
  })

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined)
    await demo?.stop()
  })

  /** A fresh context on the demo (in `timezoneId` when given). */
  async function openPage(timezoneId?: string): Promise<Page> {
    const context = await demo.browser.newContext(timezoneId ? { timezoneId } : {})
    contexts.push(context)
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    watchPage(page, log)
    // The dev server transforms the demo on its first load: under load that takes longer than a click.
    await page.goto(demo.url, { timeout: 60_000 })
    return page
  }

  /** Opens Buy from Account's wallet-features row (its first entry). */
  async function openBuy(page: Page) {
    const features = page.getByRole('dialog', { name: 'Account' }).getByRole('navigation', { name: 'Wallet features' })
    expect(await features.getByRole('button').first().textContent()).toBe('Buy')
    await features.getByRole('button', { name: 'Buy' }).click()
    return page.getByRole('dialog', { name: 'Buy Crypto' })
  }

  /** Types the fiat amount, buys through `provider` once it quotes `expected`, and pays in the checkout popup with `card`. */
  async function buy(page: Page, provider: RegExp, amount: string, expected: RegExp, card: string): Promise<Page> {
    const dialog = page.getByRole('dialog', { name: 'Buy Crypto' })
    const field = dialog.getByRole('textbox', { name: 'Amount' })
    await field.fill(amount)
    const row = dialog.getByRole('button', { name: provider }).filter({ hasText: expected })
    await row.waitFor()
    const [popup] = await Promise.all([page.waitForEvent('popup'), row.click()])
    await popup.waitForURL(/\/v1\/checkout\?/)
    await popup.getByRole('textbox', { name: 'Card number' }).fill(card)
    await popup.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30')
    await popup.getByRole('textbox', { name: 'CVC' }).fill('123')
    await popup.getByRole('button', { name: 'Pay' }).click()
    return popup
  }

  it('buys 0.5 ETH through each provider with the test card: the balance rises by exactly that, and Activity lists both', async () => {
    const page = await openPage()
    await connectTestWallet(page)
    for (const [provider, amount] of [[/^Buy with Harbor Ramp \(stand-in\)/, '1530'], [/^Buy with Meridian Ramp \(stand-in\)/, '1522.50']] as const) {
      const before = await ethOf(ACCOUNT)
      await openBuy(page)
      const popup = await buy(page, provider, amount, /You get 0\.500 ETH/, '4242 4242 4242 4242')
      await popup.getByText(/^Payment complete/).waitFor()
      // The result: its own title, and the amount with SPEC §9's 3 decimals.
      const progress = page.getByRole('dialog', { name: 'Purchase Complete' })
      await progress.getByRole('status').filter({ hasText: '0.500 ETH arrived in your wallet.' }).waitFor()
      expect(await ethOf(ACCOUNT)).toBe(before + parseEther('0.5'))
      await popup.close()
      await progress.getByRole('button', { name: 'Back to Account' }).click()
    }
    await demo.harness.projectService.caughtUp()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('tab', { name: 'Activity' }).click()
    const received = account.getByRole('tabpanel', { name: 'Activity' }).getByRole('list', { name: month }).getByRole('listitem').filter({ hasText: '+0.500 ETH' })
    await expect.poll(() => received.count()).toBe(2)
    expect(offLoopbackRequests(log.requests)).toEqual([])
  })

  it('buys 1 SOL on the local Solana runtime through the provider that serves solana', async () => {
    const page = await openPage()
    await connectSolanaTestWallet(page)
    const connection = new Connection(demo.harness.solana.rpcUrl, 'confirmed')
    const owner = solanaTestKeypair().publicKey
    const before = await connection.getBalance(owner)
    const dialog = await openBuy(page)
    await dialog.getByText('SOL on Solana Localnet').waitFor()
    // Only the provider serving solana is listed.
    await dialog.getByRole('button', { name: /^Buy with Meridian Ramp/ }).waitFor()
    expect(await dialog.getByRole('button', { name: /^Buy with Harbor Ramp/ }).count()).toBe(0)
    const popup = await buy(page, /^Buy with Meridian Ramp/, '152.25', /You get 1\.000 SOL/, '4242424242424242')
    await popup.getByText(/^Payment complete/).waitFor()
    await page.getByRole('dialog', { name: 'Purchase Complete' }).getByRole('status').filter({ hasText: '1.000 SOL arrived in your wallet.' }).waitFor()
    expect(await connection.getBalance(owner)).toBe(before + 1_000_000_000)
  })

  it('shows the provider’s failure for a declined test card, and nothing arrives', async () => {
    const page = await openPage()
    await connectTestWallet(page)
    const before = await ethOf(ACCOUNT)
    await openBuy(page)
    const popup = await buy(page, /^Buy with Harbor Ramp/, '1530', /You get 0\.500 ETH/, '4000 0000 0000 0002')
    await popup.getByText('Payment failed: Your card was declined.').waitFor()
    const progress = page.getByRole('dialog', { name: 'Purchase Failed' })
    await progress.getByRole('alert').filter({ hasText: 'The purchase failed: Your card was declined.' }).waitFor()
    expect(await progress.getAttribute('data-view')).toBe('BuyInProgress')
    expect(await ethOf(ACCOUNT)).toBe(before)
  })

  it('hides the purchase in a restricted time zone (Asia/Shanghai), with the reason', async () => {
    const page = await openPage('Asia/Shanghai')
    await connectTestWallet(page)
    const dialog = await openBuy(page)
    const reason = dialog.getByRole('alert').filter({ hasText: 'Buying crypto is not available in your region.' })
    await reason.waitFor()
    expect(await reason.textContent()).toContain('On-ramp providers do not serve your time zone (Asia/Shanghai).')
    expect(await dialog.getByRole('button', { name: /^Buy with/ }).count()).toBe(0)
    expect(await dialog.getByRole('textbox', { name: 'Amount' }).count()).toBe(0)
  })
})
