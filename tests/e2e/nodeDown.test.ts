import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chooseSendToken } from './chooseSendToken.ts'
import { connectTestWallet } from './connectTestWallet.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 0, the one the test wallet uses; the receiver is anvil's account 9.
const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const NETWORK_MESSAGE = 'The network cannot be reached. Check your connection and try again.'

describe('a send while the EVM node is down, then back (issue 15)', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  const chain = () => demo.harness.chains[0]!
  const reader = () => createPublicClient({ transport: http(chain().rpcUrl) })
  const sendDialog = () => page.getByRole('dialog', { name: 'Send' })
  const review = () => page.getByRole('dialog', { name: 'Review Send' })
  const sendButton = () => review().getByRole('button', { name: 'Send', exact: true })

  async function sendAndApprove(): Promise<void> {
    await sendButton().click()
    await page.getByRole('dialog', { name: /^Portico Test Wallet: (Send|Sign) a transaction$/ }).getByRole('button', { name: 'Approve' }).click()
  }

  beforeAll(async () => {
    demo = await startDemo()
    ;({ context, page } = await openDemoPage(demo, log))
    await connectTestWallet(page)
  })

  afterAll(async () => {
    await chain()?.node.resume().catch(() => undefined)
    await context?.close()
    await demo?.stop()
  })

  it('with the node stopped and restarted, a send shows the network message, then succeeds once, exactly', async () => {
    const before = { receiver: await reader().getBalance({ address: RECEIVER }), nonce: await reader().getTransactionCount({ address: ACCOUNT }) }
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
    await chooseSendToken(page, /Ether/)
    await sendDialog().getByRole('textbox', { name: 'Amount' }).fill('0.5')
    await sendDialog().getByRole('textbox', { name: 'To' }).fill(RECEIVER)
    await sendDialog().getByRole('button', { name: 'Preview send' }).click()
    await review().getByText('0.5 ETH', { exact: true }).waitFor()
    await expect.poll(() => sendButton().isEnabled()).toBe(true)

    // The node goes away between the review and the send: the wallet cannot reach it.
    await chain().node.halt()
    await sendAndApprove()
    await sendDialog().getByRole('alert').filter({ hasText: NETWORK_MESSAGE }).first().waitFor()
    expect(await sendDialog().getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('0.5')
    expect(await sendDialog().getByRole('textbox', { name: 'To' }).inputValue()).toBe(RECEIVER)
    await sendDialog().getByRole('button', { name: 'Token: ETH' }).waitFor()

    // Reviewed again while it is still down: Send is held until a fee is known, and says why.
    await sendDialog().getByRole('button', { name: 'Preview send' }).click()
    await review().getByRole('status').filter({ hasText: NETWORK_MESSAGE }).waitFor()
    expect(await sendButton().isDisabled()).toBe(true)

    // Back with its state: the review finds the fee by itself, and the send goes through once.
    await chain().node.resume()
    await expect.poll(() => sendButton().isEnabled(), { timeout: 30_000 }).toBe(true)
    await sendAndApprove()
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    expect(await reader().getBalance({ address: RECEIVER })).toBe(before.receiver + parseEther('0.5'))
    expect(await reader().getTransactionCount({ address: ACCOUNT })).toBe(before.nonce + 1)
  }, 150_000)
})
