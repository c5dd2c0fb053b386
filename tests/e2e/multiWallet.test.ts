// Issue 32, item 4, in a real browser: two EIP-6963 wallets in the demo page at once. The demo's own
// Portico Test Wallet (anvil account 0) and a second one injected beside it (anvil account 1, a name,
// rdns, icon and storage key of its own); the user connects both through the modal, switches between
// them in the Profile view, and the host's hooks and provider follow the active one.
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { verifyMessage, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testWalletInitScript } from '../harness/testWallet/testWalletInitScript.ts'
import { connectTestWallet } from './connectTestWallet.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

// anvil's accounts 0 (the demo's test wallet) and 1 (the second wallet).
const FIRST: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const FIRST_NAME = 'Portico Test Wallet'
const SECOND_NAME = 'Second Test Wallet'
const MESSAGE = 'Hello from the Portico demo'
const secondIcon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/></svg>')}`

/** The demo's address as the modal shows it: `0xf39F…2266`. */
const short = (address: Address) => `${address.slice(0, 6)}…${address.slice(-4)}`

describe('two wallets at once in the demo: add, switch, sign, reload, remove (issue 32, item 4)', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  /** The Profile view's list of connected wallets. */
  const profileList = (): Locator => page.getByRole('dialog', { name: 'Connected Wallets' }).getByRole('list', { name: 'Connected Wallets' })
  /**
   * The Profile list's rows as the user reads them, in order: each row's lines of text joined by
   * " | " (name, address, then "Active" or "Switch"), in lower case (the tag is drawn in capitals).
   */
  const listed = async (): Promise<string[]> =>
    (await profileList().getByRole('listitem').allInnerTexts()).map((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' | ')
        .toLowerCase(),
    )
  const row = (name: string, address: Address, active: boolean) => `${name} | ${short(address)} | ${active ? 'Active' : 'Switch'}`.toLowerCase()

  /** Opens the Account view through the demo's account button. */
  async function openAccount(address: Address): Promise<Locator> {
    await page.getByRole('button', { name: `Account ${short(address)}` }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.waitFor()
    return account
  }

  async function closeModal(): Promise<void> {
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
  }

  beforeAll(async () => {
    // The injected wallet's bundle (built once per process, whatever the options) is built while the harness starts.
    ;[demo] = await Promise.all([startDemo(), testWalletInitScript({ chains: {} })])
    context = await demo.browser.newContext()
    page = await context.newPage()
    page.setDefaultTimeout(15_000)
    watchPage(page, log)
    const chains = Object.fromEntries(demo.harness.chains.map((chain) => [chain.chainId, chain.rpcUrl]))
    await page.addInitScript(
      await testWalletInitScript({
        chains,
        accountIndex: 1,
        policy: 'prompt',
        name: SECOND_NAME,
        rdns: 'dev.portico.secondtestwallet',
        icon: secondIcon,
        storageKey: 'portico-second-test-wallet',
      }),
    )
    await page.goto(demo.url)
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('connects the first wallet, then adds the second from the Profile view: the Account view shows it and "Manage wallets"', async () => {
    await connectTestWallet(page)
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(FIRST)
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    // With one wallet the Account view has no way to the Profile view; the host opens it.
    expect(await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Manage wallets' }).count()).toBe(0)
    // The same module instance as the page's (Vite serves each module once): the host's `appKit.open({ view: 'Profile' })`.
    await page.evaluate(`window.__porticoDemoAppKit.open({ view: 'Profile' })`)
    await profileList().getByRole('listitem').first().waitFor()
    expect(await listed()).toEqual([row(FIRST_NAME, FIRST, true)])

    await page.getByRole('dialog', { name: 'Connected Wallets' }).getByRole('button', { name: 'Add wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(SECOND_NAME) }).click()
    const prompt = page.getByRole('dialog', { name: `${SECOND_NAME}: Connect to this site` })
    await prompt.getByText(SECOND).waitFor()
    await prompt.getByRole('button', { name: 'Approve' }).click()

    await expect.poll(() => page.getByTestId('address').textContent()).toBe(SECOND)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(short(SECOND)).first().waitFor()
    await account.getByRole('button', { name: 'Manage wallets' }).waitFor()
  })

  it('the Profile view lists both, the second first and Active; Switch makes the first active, and the host signs with it', async () => {
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Manage wallets' }).click()
    await expect.poll(listed).toEqual([row(SECOND_NAME, SECOND, true), row(FIRST_NAME, FIRST, false)])
    const rows = profileList().getByRole('listitem')
    expect(await rows.nth(0).getByTitle(SECOND).count()).toBe(1)
    expect(await rows.nth(1).getByTitle(FIRST).count()).toBe(1)

    await profileList().getByRole('button', { name: `Switch to ${FIRST_NAME}` }).click()
    await expect.poll(listed).toEqual([row(FIRST_NAME, FIRST, true), row(SECOND_NAME, SECOND, false)])
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(FIRST)
    expect(await page.getByTestId('status').textContent()).toBe('connected')

    await closeModal()
    await page.getByRole('button', { name: `Account ${short(FIRST)}` }).waitFor()
    await page.getByRole('button', { name: `Sign “${MESSAGE}”` }).click()
    // The first wallet is asked, not the second.
    const prompt = page.getByRole('dialog', { name: `${FIRST_NAME}: Sign a message` })
    await prompt.getByText(MESSAGE).waitFor()
    await prompt.getByRole('button', { name: 'Approve' }).click()
    const signature = ((await page.getByTestId('signature').textContent()) ?? '') as `0x${string}`
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyMessage({ address: FIRST, message: MESSAGE, signature })).toBe(true)
    expect(await verifyMessage({ address: SECOND, message: MESSAGE, signature })).toBe(false)
  })

  it('a reload restores both wallets, the first still active, and each can be switched to without asking the wallet again', async () => {
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(FIRST)
    const account = await openAccount(FIRST)
    await account.getByRole('button', { name: 'Manage wallets' }).click()
    await expect.poll(listed).toEqual([row(FIRST_NAME, FIRST, true), row(SECOND_NAME, SECOND, false)])

    await profileList().getByRole('button', { name: `Switch to ${SECOND_NAME}` }).click()
    await expect.poll(listed).toEqual([row(SECOND_NAME, SECOND, true), row(FIRST_NAME, FIRST, false)])
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(SECOND)
    await profileList().getByRole('button', { name: `Switch to ${FIRST_NAME}` }).click()
    await expect.poll(listed).toEqual([row(FIRST_NAME, FIRST, true), row(SECOND_NAME, SECOND, false)])
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(FIRST)
    expect(await page.locator('dialog[data-test-wallet-prompt]').count()).toBe(0)
  })

  it('removing the active wallet makes the other one active without asking it, and the host signs with that one; the removed one can be added again', async () => {
    await profileList().getByRole('button', { name: `Disconnect ${FIRST_NAME}` }).click()
    await expect.poll(listed).toEqual([row(SECOND_NAME, SECOND, true)])
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(SECOND)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    // Nothing asked the second wallet: it was already connected.
    expect(await page.locator('dialog[data-test-wallet-prompt]').count()).toBe(0)

    await closeModal()
    // The signature the page shows, if any (none since the reload; an earlier one would stay until the new one arrives).
    const shownSignature = async () => ((await page.getByTestId('signature').count()) > 0 ? ((await page.getByTestId('signature').textContent()) ?? '') : '')
    const before = await shownSignature()
    await page.getByRole('button', { name: `Sign “${MESSAGE}”` }).click()
    const prompt = page.getByRole('dialog', { name: `${SECOND_NAME}: Sign a message` })
    await prompt.getByText(MESSAGE).waitFor()
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(shownSignature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await shownSignature()).not.toBe(before)
    const signature = ((await page.getByTestId('signature').textContent()) ?? '') as `0x${string}`
    expect(await verifyMessage({ address: SECOND, message: MESSAGE, signature })).toBe(true)
    expect(await verifyMessage({ address: FIRST, message: MESSAGE, signature })).toBe(false)

    // The first wallet added again becomes the active one, as a wallet just added does.
    const account = await openAccount(SECOND)
    expect(await account.getByRole('button', { name: 'Manage wallets' }).count()).toBe(0)
    await page.evaluate(`window.__porticoDemoAppKit.open({ view: 'Profile' })`)
    await page.getByRole('dialog', { name: 'Connected Wallets' }).getByRole('button', { name: 'Add wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: new RegExp(FIRST_NAME) }).click()
    const approve = page.getByRole('dialog', { name: `${FIRST_NAME}: Connect to this site` })
    await approve.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(FIRST)
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Manage wallets' }).click()
    await expect.poll(listed).toEqual([row(FIRST_NAME, FIRST, true), row(SECOND_NAME, SECOND, false)])
  })

  it('removing the second wallet leaves the first listed and connected, and "Manage wallets" goes', async () => {
    await profileList().getByRole('button', { name: `Disconnect ${SECOND_NAME}` }).click()
    await expect.poll(listed).toEqual([row(FIRST_NAME, FIRST, true)])
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(FIRST)

    await closeModal()
    const account = await openAccount(FIRST)
    await account.getByText(short(FIRST)).first().waitFor()
    expect(await account.getByRole('button', { name: 'Manage wallets' }).count()).toBe(0)
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
