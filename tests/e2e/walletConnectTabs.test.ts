import type { BrowserContext, Locator, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestWalletKit } from '../harness/walletconnect/startTestWalletKit.ts'
import type { TestWalletKit } from '../harness/walletconnect/TestWalletKit.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

const MESSAGE = 'Hello from the Portico demo'
const SIGN = `Sign “${MESSAGE}”`
// How long to watch for what must not happen (a second session delete).
const quietMs = 1_000

const statusOf = (page: Page) => page.getByTestId('status').textContent()
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

describe('two tabs of the demo agree on a WalletConnect session (issue 15, item 6)', () => {
  let demo: RunningDemo
  let wallet: TestWalletKit
  let context: BrowserContext
  let tabA: Page
  let tabB: Page
  const log: PageLog = { requests: [], consoleErrors: [] }
  /** How long each follow took, from the connect's end in one tab to the status in the other: reported, not asserted. */
  const follows: string[] = []

  /** Opens the modal in a tab and chooses WalletConnect; returns its QR code. */
  async function showCode(page: Page): Promise<Locator> {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /^WalletConnect/ }).click()
    return page.getByRole('dialog', { name: 'WalletConnect' }).getByRole('img', { name: 'WalletConnect QR code' })
  }

  /** Pairs through WalletConnect in a tab (the wallet approves) and closes the modal. */
  async function pair(page: Page): Promise<number> {
    const uri = await (await showCode(page)).getAttribute('data-value')
    if (!uri) throw new Error('No pairing URI')
    await wallet.pair(uri)
    await wallet.approve(await wallet.nextProposal())
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    const connectedAt = Date.now()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
    return connectedAt
  }

  /** Signs the demo's message in a tab; the wallet signs it; the signature verifies. */
  async function sign(page: Page): Promise<void> {
    await page.getByRole('button', { name: SIGN, exact: true }).click()
    const request = await wallet.nextRequest()
    expect(request.method).toBe('personal_sign')
    await wallet.approveRequest(request)
    await expect.poll(() => page.getByTestId('signature').textContent()).toMatch(/^0x[0-9a-f]+$/)
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address: wallet.evmAccount.address as Address, message: MESSAGE, signature })).toBe(true)
  }

  /** Disconnects in a tab through the Account view. */
  async function disconnect(page: Page): Promise<void> {
    const address = wallet.evmAccount.address
    await page.getByRole('button', { name: `Account ${address.slice(0, 6)}…${address.slice(-4)}` }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => statusOf(page)).toBe('disconnected')
  }

  /** Waits until the other tab shows what one tab did, noting how long it took. */
  async function expectFollowed(page: Page, status: 'connected' | 'disconnected', since: number, what: string): Promise<void> {
    await expect.poll(() => statusOf(page)).toBe(status)
    follows.push(`${what}: ${Date.now() - since} ms`)
  }

  beforeAll(async () => {
    demo = await startDemo()
    const evm = demo.harness.chains[0]
    wallet = await startTestWalletKit({
      relayUrl: demo.harness.relayUrl,
      projectId: demo.harness.projectService.projectId,
      storagePrefix: 'e2e-tabs-wallet',
      requestPolicy: 'ask',
      ...(evm ? { rpcUrls: { [evm.chainId]: evm.rpcUrl } } : {}),
      solanaRpcUrl: demo.harness.solana.rpcUrl,
    })
    // One context: one origin's storage (localStorage and IndexedDB, where WalletConnect keeps its sessions), shared by both tabs.
    context = await demo.browser.newContext()
    tabA = await context.newPage()
    tabB = await context.newPage()
    for (const page of [tabA, tabB]) {
      // The first pairing waits for the universal provider's chunk and the relay: slower on a loaded machine.
      page.setDefaultTimeout(30_000)
      watchPage(page, log)
      // One namespace: the Account view's Disconnect then ends the connector's session (with Solana too, Solana would keep it).
      await page.goto(`${demo.url}?namespaces=eip155`)
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    }
  })

  afterAll(async () => {
    if (follows.length > 0) console.info(`WalletConnect across tabs: ${follows.join('; ')}`)
    await context?.close()
    await wallet?.stop()
    await demo?.stop()
  })

  it('a pairing in tab A shows in tab B, open before it, whose provider then signs through the session', async () => {
    const connectedAt = await pair(tabA)
    await expectFollowed(tabB, 'connected', connectedAt, 'connect A → B')
    expect(await tabB.getByTestId('address').textContent()).toBe(wallet.evmAccount.address)
    // Followed, not paired again: the wallet holds the one session.
    expect(wallet.sessions()).toHaveLength(1)
    expect(wallet.pendingProposals()).toHaveLength(0)
    await sign(tabB)
  })

  it('a disconnect in tab B ends the session in both tabs, and the wallet is told once', async () => {
    const [session] = wallet.sessions()
    if (!session) throw new Error('No session')
    const published = demo.harness.relay.publishedMessages(session.topic)
    await disconnect(tabB)
    const disconnectedAt = Date.now()
    await expectFollowed(tabA, 'disconnected', disconnectedAt, 'disconnect B → A')
    await expect.poll(() => tabA.getByRole('button', { name: SIGN }).count()).toBe(0)
    await expect.poll(() => wallet.sessions().length).toBe(0)
    await pause(quietMs)
    // Tab B's session delete, and nothing from tab A: it forgot the session without a second delete.
    expect(demo.harness.relay.publishedMessages(session.topic)).toBe(published + 1)
    expect(await statusOf(tabB)).toBe('disconnected')
  })

  it('and the reverse: a pairing in tab B shows in tab A, which signs, and a disconnect in tab A ends it in tab B', async () => {
    const connectedAt = await pair(tabB)
    await expectFollowed(tabA, 'connected', connectedAt, 'connect B → A')
    expect(wallet.sessions()).toHaveLength(1)
    await sign(tabA)
    await disconnect(tabA)
    await expectFollowed(tabB, 'disconnected', Date.now(), 'disconnect A → B')
    await expect.poll(() => tabB.getByRole('button', { name: SIGN }).count()).toBe(0)
    await expect.poll(() => wallet.sessions().length).toBe(0)
  })

  it('a tab showing its QR code while another tab pairs leaves the code for Account, connected through that session', async () => {
    const codeB = await showCode(tabB)
    expect(await codeB.getAttribute('data-value')).toMatch(/^wc:/)
    const connectedAt = await pair(tabA)
    await expectFollowed(tabB, 'connected', connectedAt, 'connect A → B showing its code')
    // Before, tab B kept showing its code, whose provider the follow had replaced: a code no wallet could pair.
    await tabB.getByRole('dialog', { name: 'Account' }).waitFor()
    expect(await codeB.count()).toBe(0)
    expect(wallet.sessions()).toHaveLength(1)
    expect(wallet.pendingProposals()).toHaveLength(0)
    await tabB.keyboard.press('Escape')
    await sign(tabB)
    await disconnect(tabA)
    await expectFollowed(tabB, 'disconnected', Date.now(), 'disconnect A → B')
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
