import type { BrowserContext, Page } from 'playwright-core'
import { base58 } from '@scure/base'
import { createPublicClient, http, parseEther, toHex } from 'viem'
import type { Address, Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedProjectConfig } from '../harness/embeddedProjectConfig.ts'
import type { HarnessServiceFrame } from '../harness/HarnessServiceFrame.ts'
import { standInSocialsProjectConfig } from '../harness/standInSocialsProjectConfig.ts'
import type { SocialStandIns } from '../harness/startSocialStandIns.ts'
import { serviceFrameFunds } from '../harness/startHarness.ts'
import { chooseSendToken } from './chooseSendToken.ts'
import { expectFirstSafeSend } from './expectFirstSafeSend.ts'
import { completeFrameLogin, enterMailedCode, recoveryPassword } from './logInWithEmail.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { readQrCode } from './readQrCode.ts'
import { verifyEd25519 } from './verifyEd25519.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

const MESSAGE = 'Hello from the Portico demo'
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** What the page keeps of a provider request started from the test, to be read once approved. */
type PendingRequest = { pendingRequest?: { pending: Promise<unknown> } }

describe('the embedded wallet in the demo: e-mail login through the project service\'s secure frame on its own origin', () => {
  let demo: RunningDemo
  let frame: HarnessServiceFrame
  let context: BrowserContext
  let page: Page
  let adaAddress: Address | undefined
  let adaCodeAskedAt = 0
  const log: PageLog = { requests: [], consoleErrors: [] }

  const connectDialogOf = (on: Page) => on.getByRole('dialog', { name: 'Connect Wallet' })
  const connectDialog = () => connectDialogOf(page)

  /** A fresh browser context on the demo (nothing stored: a new device), the previous one closed. */
  async function openPage(search = ''): Promise<void> {
    await context?.close()
    // The first open loads the modal, the plugins and the frame page from Vite: slower on a loaded machine.
    ;({ context, page } = await openDemoPage(demo, log, search, 30_000))
  }

  async function submitEmail(address: string): Promise<void> {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const field = connectDialog().getByRole('textbox', { name: 'Email' })
    await field.fill(address)
    await field.press('Enter')
  }

  beforeAll(async () => {
    demo = await startDemo({ serviceFrame: true })
    if (!demo.harness.serviceFrame) throw new Error('The harness started no secure frame')
    frame = demo.harness.serviceFrame
    demo.harness.projectService.setConfig(embeddedProjectConfig)
    await openPage()
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it("keeps the Connect view's size while the e-mail and social sections' code arrives: each placeholder is as tall as its section (issue 34)", async () => {
    const held = await demo.browser.newContext()
    try {
      const heldPage = await held.newPage()
      heldPage.setDefaultTimeout(30_000)
      // Each section's chunk (the built demo names it after its module) arrives 2 s late.
      await heldPage.route(/\/assets\/(EmailSection|SocialSection)-[\w-]+\.js/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000))
        await route.continue()
      })
      await heldPage.goto(demo.url)
      await heldPage.getByRole('button', { name: 'Connect Wallet' }).click()
      const section = (id: string) => heldPage.locator(`.pc-connect-section[data-section="${id}"]`)
      // The layout height, which the dialog's opening animation (a scale from 0.98) does not change: a
      // bounding box taken while it runs is up to 2 % short (CI: 97.02 px loading, 98.80 px shown, for 99 px).
      const height = (id: string) => section(id).evaluate((element) => parseFloat(getComputedStyle(element).blockSize))
      // The control: both sections were seen loading.
      await section('email').locator('.pc-part[data-state="loading"]').waitFor()
      await section('socials').locator('.pc-part[data-state="loading"]').waitFor()
      const loading = { email: await height('email'), socials: await height('socials') }
      await connectDialogOf(heldPage).getByRole('textbox', { name: 'Email' }).waitFor()
      await connectDialogOf(heldPage).getByRole('button', { name: 'Continue with Google' }).waitFor()
      const shown = { email: await height('email'), socials: await height('socials') }
      expect(loading.email).toBeGreaterThan(0)
      expect(Math.abs(shown.email - loading.email), `e-mail: ${loading.email} px loading, ${shown.email} px shown`).toBeLessThanOrEqual(1)
      expect(Math.abs(shown.socials - loading.socials), `socials: ${loading.socials} px loading, ${shown.socials} px shown`).toBeLessThanOrEqual(1)
    } finally {
      await held.close()
    }
  })

  it('e-mail login with the code from the mailbox connects an embedded EVM account on anvil, funded by the frame', async () => {
    await submitEmail('ada@portico.example')
    const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
    await confirm.getByText('Enter the code we sent to ada@portico.example').waitFor()
    await expect.poll(() => frame.mailbox.latestCode('ada@portico.example'), { timeout: 15_000 }).toMatch(/^\d{6}$/)
    // After the mail came: the service and the app record the start later than the click.
    adaCodeAskedAt = Date.now()
    // Six digits are sent as typed, without pressing Confirm.
    await confirm.getByRole('textbox', { name: 'Code' }).fill(frame.mailbox.latestCode('ada@portico.example') ?? '')
    // A new user: the frame asks for a recovery password over the page.
    await completeFrameLogin(page)
    const address = (await page.getByTestId('address').textContent()) as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    adaAddress = address
    const [chain] = demo.harness.chains
    if (!chain) throw new Error('no chain')
    const balance = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address })
    expect(balance).toBe(10n ** 19n)
    await page.getByRole('dialog', { name: 'Account' }).getByText('Balance 10.000 ETH').waitFor()
    // SPEC §4: success stores the e-mail and the used flag, and clears the last login time.
    const stored = await page.evaluate(() => [localStorage.getItem('@portico/email'), localStorage.getItem('@portico/emailLoginUsed'), localStorage.getItem('@portico/lastEmailLoginTime')])
    expect(stored[0]).toContain('ada@portico.example')
    expect(stored[1]).toBe('true')
    expect(stored[2]).toBeNull()
    // The connected-account view names the e-mail login (SPEC §3).
    expect(await page.getByTestId('login').textContent()).toBe('email ada@portico.example')
  })

  it('a host request to sign while the modal is closed opens ApproveTransaction; after approval the frame signs and the signature verifies', async () => {
    await page.keyboard.press('Escape')
    await page.getByTestId('modal').filter({ hasText: 'closed' }).waitFor()
    await page.getByRole('button', { name: `Sign “${MESSAGE}”`, exact: true }).click()
    const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
    await approve.getByText(MESSAGE).waitFor()
    await approve.getByRole('button', { name: 'Approve' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    const address = (await page.getByTestId('address').textContent()) as Address
    const [chain] = demo.harness.chains
    if (!chain) throw new Error('no chain')
    // On the service frame without smart accounts the account is an EOA; verifyMessage also checks a smart account's signature on chain (ERC-6492 / ERC-1271).
    expect(await createPublicClient({ transport: http(chain.rpcUrl) }).verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
    await page.getByTestId('modal').filter({ hasText: 'closed' }).waitFor()
  })

  it('rejecting in ApproveTransaction refuses the request (4001) and signs nothing', async () => {
    await page.getByRole('button', { name: `Sign “${MESSAGE}”`, exact: true }).click()
    await page.getByRole('dialog', { name: 'Approve Transaction' }).getByRole('button', { name: 'Reject' }).click()
    await page.getByRole('alert').filter({ hasText: /rejected/i }).waitFor()
    expect(await page.getByTestId('signature').count()).toBe(0)
  })

  it('the same login serves Solana: its embedded account signs after approval, and the signature verifies as ed25519', async () => {
    const solanaAddress = (await page.getByTestId('solana-address').textContent()) ?? ''
    expect(solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await page.getByRole('button', { name: `Sign “${MESSAGE}” with Solana` }).click()
    const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
    await approve.getByText('Sign this message?').waitFor()
    // The Solana adapter read the request; the view names its network.
    await approve.getByText(/^On Solana/).waitFor()
    await approve.getByRole('button', { name: 'Approve' }).click()
    const signature = (await page.getByTestId('solana-signature').textContent()) ?? ''
    expect(verifyEd25519(MESSAGE, base58.decode(signature), base58.decode(solanaAddress))).toBe(true)
    expect(verifyEd25519('another message', base58.decode(signature), base58.decode(solanaAddress))).toBe(false)
  })

  it('sends 0.5 ETH with the send plugin: ApproveTransaction comes over the transaction stack, then the view returns to Account and the receiver gains exactly 0.5', async () => {
    const [chain] = demo.harness.chains
    if (!chain) throw new Error('no chain')
    const reader = createPublicClient({ transport: http(chain.rpcUrl) })
    const before = await reader.getBalance({ address: RECEIVER })
    await page.getByRole('button', { name: /^Account 0x/ }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await chooseSendToken(page, /Ether/)
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.5')
    await send.getByRole('textbox', { name: 'To' }).fill(RECEIVER)
    await send.getByRole('button', { name: 'Preview send' }).click()
    await page.getByRole('dialog', { name: 'Review Send' }).getByRole('button', { name: 'Send', exact: true }).click()
    const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
    await approve.getByText('Send this transaction?').waitFor()
    await approve.getByText('0.5 ETH').waitFor()
    await approve.getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    await expect.poll(() => reader.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.5'))
    await page.keyboard.press('Escape')
    await page.getByTestId('modal').filter({ hasText: 'closed' }).waitFor()
  }, 150_000)

  it('a reload restores the embedded account without logging in again', async () => {
    const address = await page.getByTestId('address').textContent()
    await page.reload()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(address)
  })

  it('a second e-mail login within 30 s is refused with SPEC\'s text', async () => {
    await openPage()
    await submitEmail('grace@portico.example')
    const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
    await confirm.getByText('Enter the code we sent to grace@portico.example').waitFor()
    await confirm.getByRole('button', { name: 'Back' }).click()
    const field = connectDialog().getByRole('textbox', { name: 'Email' })
    await field.fill('grace@portico.example')
    await field.press('Enter')
    await connectDialog().getByText(/^Please try again after \d+ seconds$/).waitFor()
  })

  // Two pages (the app and the mailbox's link) on a fresh browser context, and two round trips to the frame's backend: slow on a loaded machine.
  it('the same e-mail on a new device: the device is approved from the mailbox\'s link first, then the code logs in to the same account', async () => {
    await openPage()
    // SPEC §5: the service mails an address once in 30 s at most, so ada's second login waits out her first.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, adaCodeAskedAt + 32_000 - Date.now())))
    await submitEmail('ada@portico.example')
    const device = page.getByRole('dialog', { name: 'Register Device' })
    await device.getByText('Approve the login from the link we sent to ada@portico.example').waitFor()
    await expect.poll(() => frame.mailbox.latestLink('ada@portico.example'), { timeout: 15_000 }).toMatch(/\/device\/approve\?token=/)
    const mail = await context.newPage()
    await mail.goto(frame.mailbox.latestLink('ada@portico.example') ?? '')
    await mail.getByRole('button', { name: 'Approve this device' }).click()
    // Closing the page before the form's answer would cancel the approval on its way.
    await mail.getByText('Device approved').waitFor()
    await mail.close()
    await enterMailedCode(page, frame, 'ada@portico.example', 2)
    // A known user on a new device: the frame asks for the recovery password to restore the wallet.
    const secureFrame = page.frameLocator('iframe[data-portico-secure-frame]')
    await secureFrame.getByRole('heading', { name: 'Enter your password' }).waitFor()
    const password = secureFrame.getByLabel('Password', { exact: true })
    await password.fill(recoveryPassword)
    await password.press('Enter')
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(adaAddress)
  }, 120_000)

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.some((url) => url.startsWith(frame.origin))).toBe(true)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })

  it('a frame that never loads gives the load-failed alert, and the e-mail step fails instead of waiting forever', async () => {
    await context.close()
    await frame.stop()
    const failures: PageLog = { requests: [], consoleErrors: [] }
    ;({ context, page } = await openDemoPage(demo, failures, '?frameLoadTimeout=3000', 30_000))
    await submitEmail('lin@portico.example')
    await page.getByText('Network Error').first().waitFor()
    await connectDialog().getByText('Something went wrong').waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  })
})

// The service's secure frame with its social providers: loopback stand-ins of Google (a real OpenID
// provider, its own login and consent pages), GitHub and Farcaster's relay and registries (the harness's socials),
// and smart accounts, as the demo's npm start runs it: its users start on their Safe (ERC-4337, the service's bundler).
// Each of Google, GitHub and Farcaster logs in and sends from its Safe here; serviceFrameLogins.test.ts tests the same
// logins on an EOA (sign, send, a later login reaching the same address) and the Farcaster relay's failure.
describe('the embedded wallet in the demo: social login through the project service\'s secure frame on its own origin', () => {
  let demo: RunningDemo
  let frame: HarnessServiceFrame
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  const connectDialogOf = (on: Page) => on.getByRole('dialog', { name: 'Connect Wallet' })
  const connectDialog = () => connectDialogOf(page)

  /** A fresh browser context on the demo (nothing stored: a new device), the previous one closed. */
  async function openPage(): Promise<void> {
    await context?.close()
    // The first open compiles the demo in Vite: slow on a loaded machine.
    ;({ context, page } = await openDemoPage(demo, log, '', 150_000))
    page.setDefaultTimeout(30_000)
  }

  function socials(): SocialStandIns {
    if (!frame.socials) throw new Error('The harness started no social stand-ins')
    return frame.socials
  }

  /**
   * Sends 0.5 ETH from the connected account through the demo's eth_sendTransaction (AppKit's
   * EIP-1193 provider), approved in the modal. The account is the user's Safe, not deployed yet and
   * funded by the harness's faucet; the send is its first (`expectFirstSafeSend`), and the owner's
   * own funds are untouched.
   */
  async function sendsFromSafe(): Promise<void> {
    await page.keyboard.press('Escape')
    const [chain] = demo.harness.chains
    if (!chain) throw new Error('no chain')
    const reader = createPublicClient({ transport: http(chain.rpcUrl) })
    await page.getByTestId('modal').filter({ hasText: 'closed' }).waitFor()
    const safe = (await page.getByTestId('address').textContent()) as Address
    // A smart account not deployed yet, funded by the harness's faucet as its owner is.
    expect(await reader.getCode({ address: safe })).toBeUndefined()
    expect(await reader.getBalance({ address: safe })).toBe(serviceFrameFunds)
    const receiver = privateKeyToAddress(generatePrivateKey())
    // The demo's EIP-1193 provider (AppKit's, from the module Vite serves); a script text: the test runner would rewrite a dynamic import in a function.
    await page.evaluate(`(() => { window.pendingRequest = { pending: window.__porticoDemoAppKit.getWalletProvider('eip155').request(${JSON.stringify({ method: 'eth_sendTransaction', params: [{ from: safe, to: receiver, value: toHex(parseEther('0.5')) }] })}) } })()`)
    const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
    await approve.getByText('Send this transaction?').waitFor()
    await approve.getByRole('button', { name: 'Approve' }).click()
    const hash = (await page.evaluate(() => (window as unknown as PendingRequest).pendingRequest?.pending)) as Hex
    await expectFirstSafeSend(reader, chain, chain.smartAccounts, { hash, safe, receiver, value: parseEther('0.5'), ownerBalance: serviceFrameFunds })
    expect(await reader.getBalance({ address: safe })).toBeLessThanOrEqual(serviceFrameFunds - parseEther('0.5'))
  }

  beforeAll(async () => {
    demo = await startDemo({ serviceFrame: { socials: true, smartAccounts: true } })
    if (!demo.harness.serviceFrame?.socials) throw new Error('The harness started no secure frame with social stand-ins')
    frame = demo.harness.serviceFrame
    // E-mail, Google, GitHub and Farcaster: the logins the frame has.
    demo.harness.projectService.setConfig(standInSocialsProjectConfig)
  }, 300_000)

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('social login through the OpenID provider standing in for Google: the popup signs in and the embedded account connects', async () => {
    await openPage()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const [popup] = await Promise.all([page.waitForEvent('popup'), connectDialog().getByRole('button', { name: 'Continue with Google' }).click()])
    // The provider's own login and consent pages, as ada at Google.
    await popup.locator('input[name="login"]').fill('ada')
    await popup.locator('input[name="password"]').fill('any password')
    await popup.getByRole('button', { name: 'Sign-in' }).click()
    await popup.getByRole('button', { name: 'Continue' }).click()
    await completeFrameLogin(page)
    expect(await page.getByTestId('address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await page.evaluate(() => localStorage.getItem('@portico/connectedSocialProvider'))).toContain('google')
    expect(await page.getByTestId('login').textContent()).toBe('google ada')
    const address = await page.getByTestId('address').textContent()
    // A social login is restored on reload as an e-mail one is: the frame loads at once and still has the session.
    await page.reload()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect(await page.getByTestId('login').textContent()).toBe('google ada')
  }, 300_000)

  it('after the Google login the user sends from their Safe: one user operation through the service\'s bundler, its sender the Safe, the receiver gaining exactly 0.5 ETH and the EOA that owns the Safe keeping all it had', async () => {
    await sendsFromSafe()
  }, 120_000)

  it('GitHub (the OAuth 2.0 stand-in) through the popup, the browser signed in at GitHub: the embedded account connects on its Safe and sends from it', async () => {
    await openPage()
    await context.addCookies([{ name: 'user_session', value: socials().gitHub.sessionOf({ id: 583231, login: 'octocat' }), url: socials().gitHub.url }])
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await Promise.all([page.waitForEvent('popup'), connectDialog().getByRole('button', { name: 'Continue with GitHub' }).click()])
    await completeFrameLogin(page)
    expect(await page.evaluate(() => localStorage.getItem('@portico/connectedSocialProvider'))).toContain('github')
    await sendsFromSafe()
  }, 180_000)

  it('Farcaster through the QR code, approved in the Farcaster app stand-in: the embedded account connects on its Safe and sends from it', async () => {
    await openPage()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await connectDialog().getByRole('button', { name: 'Continue with Farcaster' }).click()
    const code = page.getByRole('dialog', { name: 'Farcaster' }).getByRole('img', { name: 'Farcaster QR code' })
    await code.waitFor()
    const url = (await readQrCode(code)) ?? ''
    expect(new URL(url).searchParams.get('domain')).toBe(new URL(frame.origin).host)
    await socials().farcaster.approve(url, 'alice')
    await completeFrameLogin(page)
    expect(await page.evaluate(() => localStorage.getItem('@portico/connectedSocialProvider'))).toContain('farcaster')
    await sendsFromSafe()
  }, 180_000)

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.some((url) => url.startsWith(frame.origin))).toBe(true)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
