// A headless host (demo/hosts/headless.html: features.headless, its own wallet list through
// useAppKitWallets): it lists and connects the announced test wallet, a registry wallet through
// WalletConnect (the local relay's WalletKit wallet pairs with the URI the page shows) and an
// e-mail login through the project service's secure frame, and never fetches the modal's code, which the
// default demo page does (the control).
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestWalletKit } from '../harness/walletconnect/startTestWalletKit.ts'
import type { TestWalletKit } from '../harness/walletconnect/TestWalletKit.ts'
import type { HarnessServiceFrame } from '../harness/HarnessServiceFrame.ts'
import { embeddedProjectConfig } from '../harness/embeddedProjectConfig.ts'
import { completeFrameLogin } from './logInWithEmail.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 0, the one the announced test wallet uses.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// The modal's own code, as the built demo (builtDemoSetup) splits it into chunks named after the
// module each starts from: the modal's mount and root, its dialog shell and its views. The wallet
// list's rules (ui/views/connect) are shared with a headless host.
const modalCode = /\/assets\/(mountModal|ModalRoot|ModalDialog|ViewHost|\w+View)-[\w-]+\.js(\?|$)/

const scripts = (log: PageLog) => log.requests.filter((url) => /\.(tsx?|m?js)(\?|$)/.test(url))

describe('a headless host: its own wallet list, no modal', () => {
  let demo: RunningDemo
  let wallet: TestWalletKit
  let frame: HarnessServiceFrame
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  beforeAll(async () => {
    demo = await startDemo({ serviceFrame: true })
    if (!demo.harness.serviceFrame) throw new Error('The harness started no secure frame')
    frame = demo.harness.serviceFrame
    // E-mail and social login on, as the project's configuration decides (SPEC §1).
    demo.harness.projectService.setConfig(embeddedProjectConfig)
    const evm = demo.harness.chains[0]
    wallet = await startTestWalletKit({
      relayUrl: demo.harness.relayUrl,
      projectId: demo.harness.projectService.projectId,
      storagePrefix: 'e2e-headless-wallet',
      ...(evm ? { rpcUrls: { [evm.chainId]: evm.rpcUrl } } : {}),
      solanaRpcUrl: demo.harness.solana.rpcUrl,
    })
  })

  afterAll(async () => {
    await context?.close()
    await wallet?.stop()
    await demo?.stop()
  })

  it('lists the announced wallet and the registry, and connects the announced wallet with its connector', async () => {
    // The first load compiles the page's modules: slower on a loaded machine.
    ;({ context, page } = await openDemoPage(demo, log, 'hosts/headless.html', 30_000))
    const wallets = page.getByRole('region', { name: 'Wallets' })
    await wallets.getByRole('button', { name: /Portico Test Wallet \(installed\)/ }).waitFor()
    await page.getByTestId('registry').filter({ hasText: /^page 1, \d+ of \d+$/ }).waitFor()
    await wallets.getByRole('button', { name: /Portico Test Wallet/ }).click()
    await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(ACCOUNT)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
  })

  it('connects through WalletConnect: the page shows the URI as its own link, the wallet pairs with it', async () => {
    await page.getByRole('region', { name: 'Wallets' }).getByRole('button', { name: /^WalletConnect/ }).click()
    const link = page.getByTestId('wc-uri')
    await link.waitFor({ timeout: 30_000 })
    const uri = await link.getAttribute('href')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri ?? '')
    await wallet.approve(await wallet.nextProposal())
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(wallet.evmAccount.address)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
  })

  it('logs in with an e-mail and the code the frame sent: the embedded wallet connects', async () => {
    const login = page.getByRole('region', { name: 'E-mail login' })
    await login.getByRole('textbox', { name: 'Email' }).fill('ada@portico.example')
    await login.getByRole('button', { name: 'Send code' }).click()
    await login.getByRole('textbox', { name: 'Code' }).or(login.getByRole('alert')).waitFor({ timeout: 30_000 })
    expect(await login.getByRole('alert').allTextContents()).toEqual([])
    await expect.poll(() => frame.mailbox.latestCode('ada@portico.example'), { timeout: 15_000 }).toMatch(/^\d{6}$/)
    await login.getByRole('textbox', { name: 'Code' }).fill(frame.mailbox.latestCode('ada@portico.example') ?? '')
    await login.getByRole('button', { name: 'Log in' }).click()
    // A new user: the frame asks for a recovery password over the page.
    await completeFrameLogin(page)
    expect(await page.getByTestId('address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it("fetched none of the modal's code, requested nothing outside 127.0.0.1 and logged no console error", () => {
    expect(scripts(log).length).toBeGreaterThan(0)
    expect(scripts(log).filter((url) => modalCode.test(url))).toEqual([])
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })

  it("the control: the default demo page fetches the modal's code", async () => {
    const controlLog: PageLog = { requests: [], consoleErrors: [] }
    const control = await openDemoPage(demo, controlLog, '', 30_000)
    try {
      await control.page.getByRole('button', { name: 'Connect Wallet' }).click()
      await control.page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
      expect(scripts(controlLog).filter((url) => modalCode.test(url)).length).toBeGreaterThan(0)
    } finally {
      await control.context.close()
    }
  })
})
