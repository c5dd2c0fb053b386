import type { BrowserContext, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestWalletKit } from '../harness/walletconnect/startTestWalletKit.ts'
import type { TestWalletKit } from '../harness/walletconnect/TestWalletKit.ts'
import { readQrCode } from './readQrCode.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

/** How long the SDK's code is held back: long enough that every click below comes before it. */
const HELD_MS = 4000

/**
 * Issue 15: a wallet chosen before its chain or connector SDK has loaded still connects. The SDK's
 * code is held back by the browser's router (the built demo, builtDemoSetup, has each SDK in a chunk
 * of its own, named after the module it starts from), so the clicks come first for certain; each
 * test also checks that they did.
 */
describe('choosing a wallet before its SDK has loaded', () => {
  let demo: RunningDemo
  let walletKit: TestWalletKit
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  /** A fresh page whose modules matching `held` arrive HELD_MS late; resolves with a flag set once they have arrived. */
  async function openHolding(held: RegExp): Promise<{ arrived: () => boolean }> {
    context = await demo.browser.newContext()
    page = await context.newPage()
    page.setDefaultTimeout(30_000)
    watchPage(page, log)
    let arrivals = 0
    await page.route(held, async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, HELD_MS))
      await route.continue()
    })
    page.on('requestfinished', (request) => {
      if (held.test(request.url())) arrivals += 1
    })
    // Not waiting for the load event: the button is clicked as soon as it can be.
    await page.goto(demo.url, { waitUntil: 'commit' })
    return { arrived: () => arrivals > 0 }
  }

  beforeAll(async () => {
    demo = await startDemo()
    const evm = demo.harness.chains[0]
    walletKit = await startTestWalletKit({
      relayUrl: demo.harness.relayUrl,
      projectId: demo.harness.projectService.projectId,
      storagePrefix: 'first-frame-wallet',
      requestPolicy: 'ask',
      ...(evm ? { rpcUrls: { [evm.chainId]: evm.rpcUrl } } : {}),
      solanaRpcUrl: demo.harness.solana.rpcUrl,
    })
  })

  afterAll(async () => {
    await context?.close()
    await walletKit?.stop()
    await demo?.stop()
  })

  it('a click on the announced wallet as soon as the button is usable shows its connecting view at once and connects once the EVM adapter arrives', async () => {
    const evmAdapter = await openHolding(/\/assets\/createEvmAdapter-[\w-]+\.js/)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Portico Test Wallet/ }).click()
    // The connecting view shows while the adapter's code is still held back: no error in between.
    await page.getByRole('dialog', { name: 'Connecting' }).getByText('Continue in Portico Test Wallet').waitFor()
    expect(evmAdapter.arrived()).toBe(false)
    await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(evmAdapter.arrived()).toBe(true)
    await context.close()
  })

  it('a registry wallet chosen before WalletConnect’s SDK has loaded reaches its connecting view, then its QR code, and pairs', async () => {
    // WalletConnect's adapter and the universal provider it wraps come in one chunk.
    const universalProvider = await openHolding(/\/assets\/createWalletConnectAdapter-[\w-]+\.js/)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /^All Wallets/ }).click()
    const allWallets = page.getByRole('dialog', { name: 'All Wallets' })
    const chosen = allWallets.getByRole('list').getByRole('button').first()
    const walletName = (await chosen.locator('.pc-wallet-card-name').textContent()) ?? ''
    await chosen.click()
    // The connecting view is titled with the chosen wallet's name.
    const walletConnect = page.getByRole('dialog', { name: walletName, exact: true })
    await walletConnect.waitFor()
    expect(universalProvider.arrived()).toBe(false)
    // Never the SPEC's internal "WalletConnectConnector not found", nor the unavailable text.
    expect(await walletConnect.getByText(/not found|not available/).count()).toBe(0)
    const code = walletConnect.getByRole('img', { name: 'WalletConnect QR code' })
    await code.waitFor()
    expect(universalProvider.arrived()).toBe(true)
    const uri = await readQrCode(code)
    if (!uri) throw new Error('The QR code did not read')
    await walletKit.pair(uri)
    await walletKit.approve(await walletKit.nextProposal())
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(walletKit.evmAccount.address)
  })
})
