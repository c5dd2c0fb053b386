import { Connection, PublicKey } from '@solana/web3.js'
import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaTestKeypair } from '../harness/solanaTestWallet/solanaTestKeypair.ts'
import { chooseSendToken } from './chooseSendToken.ts'
import { connectSolanaTestWallet } from './connectSolanaTestWallet.ts'
import { connectTestWallet } from './connectTestWallet.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { openDemoPage } from './openDemoPage.ts'
import { readQrCode } from './readQrCode.ts'
import { shownDialogs } from './shownDialogs.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 0, the one the test wallet uses; the receiver is anvil's account 9.
const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const SOLANA_RECEIVER = new PublicKey('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')

describe('send and receive in the demo', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  const reader = () => createPublicClient({ transport: http(demo.harness.chains[0]?.rpcUrl) })
  const tokenBalance = (address: Address) =>
    reader().readContract({ address: demo.harness.chains[0]?.tokenAddress as Address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const sendDialog = () => page.getByRole('dialog', { name: 'Send' })

  async function openSend(): Promise<void> {
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
    await sendDialog().waitFor()
  }

  // One failed balance read's 30 s block is waited for, within the tests' 90 s.
  const chooseToken = (name: string) => chooseSendToken(page, new RegExp(name), 45_000)

  /** Waits for Review Send to show the text; if it does not, says which dialog showed what instead. */
  async function reviewShows(text: string): Promise<void> {
    try {
      await page.getByRole('dialog', { name: 'Review Send' }).getByText(text).waitFor()
    } catch (error) {
      const shown = await shownDialogs(page)
      throw new Error(`Review Send did not show "${text}"; the page showed ${shown}`, { cause: error })
    }
  }

  async function fillAndPreview(token: string, amount: string, receiver: string): Promise<void> {
    await chooseToken(token)
    await sendDialog().getByRole('textbox', { name: 'Amount' }).fill(amount)
    await sendDialog().getByRole('textbox', { name: 'To' }).fill(receiver)
    await sendDialog().getByRole('button', { name: 'Preview send' }).click()
    await reviewShows(`${amount} ${token === 'Ether' ? 'ETH' : token === 'Solana' ? 'SOL' : 'PTT'}`)
  }

  async function confirmInWallet(answer: 'Approve' | 'Reject'): Promise<void> {
    await page.getByRole('dialog', { name: 'Review Send' }).getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('dialog', { name: /^Portico Test Wallet: (Send|Sign) a transaction$/ }).getByRole('button', { name: answer }).click()
  }

  beforeAll(async () => {
    demo = await startDemo()
    ;({ context, page } = await openDemoPage(demo, log))
    await connectTestWallet(page)
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('blocks an empty form, a missing amount and an invalid address with their texts', async () => {
    await openSend()
    const send = sendDialog()
    const preview = send.getByRole('button', { name: 'Preview send' })
    // While something is missing the form's one button says what (and so does its status, for screen readers).
    const missing = send.getByRole('button', { name: 'An amount and receiver address are required' })
    // It opens on the native currency: nothing asks for a token.
    await send.getByRole('button', { name: /^Token: ETH\b/ }).waitFor()
    await send.getByRole('status').filter({ hasText: 'An amount and receiver address are required' }).waitFor()
    expect(await send.getByText('A token is required').count()).toBe(0)
    expect(await missing.isDisabled()).toBe(true)
    await chooseToken('Portico Test Token')
    await send.getByRole('status').filter({ hasText: 'An amount and receiver address are required' }).waitFor()
    await send.getByRole('textbox', { name: 'To' }).fill('0x1234')
    await send.getByRole('status').filter({ hasText: 'An amount and receiver address are required' }).waitFor()
    expect(await missing.isDisabled()).toBe(true)
    await send.getByRole('textbox', { name: 'Amount' }).fill('1')
    await send.getByText('Invalid address').waitFor()
    expect(await send.getByRole('textbox', { name: 'To' }).getAttribute('aria-invalid')).toBe('true')
    expect(await preview.isDisabled()).toBe(true)
    await send.getByRole('textbox', { name: 'To' }).fill(RECEIVER)
    await expect.poll(() => preview.isEnabled()).toBe(true)
  })

  it('sends 25 PTT: both token balances change by exactly 25 and the view returns to Account', async () => {
    const before = { sender: await tokenBalance(ACCOUNT), receiver: await tokenBalance(RECEIVER) }
    await sendDialog().getByRole('textbox', { name: 'Amount' }).fill('25')
    await sendDialog().getByRole('button', { name: 'Preview send' }).click()
    const review = page.getByRole('dialog', { name: 'Review Send' })
    await review.getByText('25 PTT').waitFor()
    await review.getByText(/\d ETH$/).waitFor()
    await confirmInWallet('Approve')
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    // Account has no back arrow to the emptied form.
    expect(await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Back' }).count()).toBe(0)
    // The view returns to Account once the wallet answers with the hash, before the network
    // includes the send (SendStore): the balances are read until it is included.
    await expect.poll(() => tokenBalance(RECEIVER)).toBe(before.receiver + parseEther('25'))
    expect(await tokenBalance(ACCOUNT)).toBe(before.sender - parseEther('25'))
  })

  it('sends 0.5 ETH: the receiver gains exactly 0.5 and the view returns to Account', async () => {
    const before = await reader().getBalance({ address: RECEIVER })
    await openSend()
    await fillAndPreview('Ether', '0.5', RECEIVER)
    await confirmInWallet('Approve')
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    await expect.poll(() => reader().getBalance({ address: RECEIVER })).toBe(before + parseEther('0.5'))
  })

  it('sends 2 PTT to a name: alice.portico resolves through the chain\'s name resolver, and she gains exactly 2', async () => {
    const before = await tokenBalance(RECEIVER)
    await openSend()
    await chooseToken('Portico Test Token')
    await sendDialog().getByRole('textbox', { name: 'Amount' }).fill('2')
    await sendDialog().getByRole('textbox', { name: 'To' }).fill('alice.portico')
    await sendDialog().getByText('Resolves to 0xa0Ee…9720').waitFor()
    await sendDialog().getByRole('button', { name: 'Preview send' }).click()
    await reviewShows('alice.portico · 0xa0Ee…9720')
    await confirmInWallet('Approve')
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    await expect.poll(() => tokenBalance(RECEIVER)).toBe(before + parseEther('2'))
  })

  it('a wallet rejection goes back to the form with the token, amount and receiver kept', async () => {
    const before = await tokenBalance(RECEIVER)
    await openSend()
    await fillAndPreview('Portico Test Token', '3', RECEIVER)
    await confirmInWallet('Reject')
    await sendDialog().waitFor()
    expect(await sendDialog().getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('3')
    expect(await sendDialog().getByRole('textbox', { name: 'To' }).inputValue()).toBe(RECEIVER)
    await sendDialog().getByRole('button', { name: 'Token: PTT' }).waitFor()
    await page.getByRole('alert').filter({ hasText: /rejected|declined/i }).waitFor()
    expect(await tokenBalance(RECEIVER)).toBe(before)
  })

  it('receive shows the address, and its QR code reads back as the address', async () => {
    await sendDialog().getByRole('button', { name: 'Back' }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Receive' }).click()
    const receive = page.getByRole('dialog', { name: 'Receive' })
    await receive.getByText(ACCOUNT).waitFor()
    await receive.getByRole('list', { name: 'Networks you can receive on' }).getByText('Portico Local 2').waitFor()
    expect(await readQrCode(receive.getByRole('img', { name: /QR code of your address/ }))).toBe(ACCOUNT)
  })

  it('sends 0.02 SOL on the local runtime: exact lamports on both sides, and back to Account', async () => {
    const connection = new Connection(demo.harness.solana.rpcUrl, 'confirmed')
    const sender = solanaTestKeypair().publicKey
    const before = { sender: await connection.getBalance(sender), receiver: await connection.getBalance(SOLANA_RECEIVER) }
    // A fresh page with nothing stored, so the Solana wallet is the one connected.
    await context.close()
    ;({ context, page } = await openDemoPage(demo, log))
    await connectSolanaTestWallet(page)
    await openSend()
    await fillAndPreview('Solana', '0.02', SOLANA_RECEIVER.toBase58())
    await reviewShows('0.000005 SOL')
    await confirmInWallet('Approve')
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    expect(await connection.getBalance(SOLANA_RECEIVER)).toBe(before.receiver + 20_000_000)
    expect(await connection.getBalance(sender)).toBe(before.sender - 20_000_000 - 5000)
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
