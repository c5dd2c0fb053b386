import { Connection, PublicKey } from '@solana/web3.js'
import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEventLogs, parseUnits } from 'viem'
import type { Address, Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HarnessChain } from '../harness/startHarness.ts'
import { connectSolanaTestWallet } from './connectSolanaTestWallet.ts'
import { connectTestWallet } from './connectTestWallet.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 0: the demo's announced test wallet; account 7: the demo's payment recipient.
const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT: Address = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const FIVE_PTT = parseUnits('5', 18)
// The demo's SOL payment: 0.5 SOL to the key of a public seed (every byte 23).
const SOL_RECIPIENT = new PublicKey('4MfyR4G3NWfVRDWo6iNAHDBZqWMgwZX6FNtMqEW3a9JT')
const HALF_SOL = 500_000_000

describe('pay() in the demo from the announced test wallets: 5 PTT to anvil account 7, and 0.5 SOL', () => {
  let demo: RunningDemo
  let chain: HarnessChain
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }
  const reader = () => createPublicClient({ transport: http(chain.rpcUrl) })
  const pttOf = (address: Address) => reader().readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const payDialog = () => page.getByRole('dialog', { name: 'Pay' })
  const paymentDialog = () => page.getByRole('dialog', { name: 'Payment' })
  const sendPrompt = () => page.getByRole('dialog', { name: /^Portico Test Wallet: Send a transaction$/ })
  const payResult = () => page.getByTestId('pay-result')

  /** Calls the harness's anvil directly (automine, mining). */
  async function anvil(method: string, params: unknown[] = []): Promise<void> {
    const response = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
    const body = (await response.json()) as { error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
  }

  /** The PTT transfers from the account to the recipient since `fromBlock`. */
  async function transfersToRecipient(fromBlock: bigint): Promise<Hash[]> {
    const logs = await reader().getLogs({ address: chain.tokenAddress, fromBlock, toBlock: 'latest' })
    return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs })
      .filter((entry) => entry.args.from.toLowerCase() === ACCOUNT.toLowerCase() && entry.args.to.toLowerCase() === RECIPIENT.toLowerCase())
      .map((entry) => entry.transactionHash)
  }

  /** Opens Pay from the demo's button and presses Pay in it. */
  async function startPayment(): Promise<void> {
    await page.getByRole('button', { name: 'Pay 5 PTT' }).first().click()
    await payDialog().getByText('Portico Test Token').waitFor()
    await payDialog().getByText('0x14dC…9955').waitFor()
    await payDialog().getByRole('button', { name: 'Pay 5 PTT' }).click()
  }

  async function closeModal(): Promise<void> {
    await page.keyboard.press('Escape')
    await page.getByTestId('modal').filter({ hasText: /^closed$/ }).waitFor()
  }

  beforeAll(async () => {
    demo = await startDemo()
    const first = demo.harness.chains[0]
    if (!first) throw new Error('The harness has no chain')
    chain = first
    ;({ context, page } = await openDemoPage(demo, log))
    await connectTestWallet(page)
    // The modal shows Account once connected: the page's buttons are reached once it is closed.
    await closeModal()
  })

  afterAll(async () => {
    if (chain) await anvil('evm_setAutomine', [true]).catch(() => undefined)
    await context?.close()
    await demo?.stop()
  })

  it('pays: the recipient’s balance rises by exactly 5 PTT, and pay() resolves with the confirmed transaction’s hash', async () => {
    const startBlock = await reader().getBlockNumber()
    const [recipientBefore, accountBefore] = await Promise.all([pttOf(RECIPIENT), pttOf(ACCOUNT)])
    await startPayment()
    await sendPrompt().getByRole('button', { name: 'Approve' }).click()
    await payResult().filter({ hasText: /^paid 0x[0-9a-f]{64}$/ }).waitFor()
    const hash = (await payResult().textContent())?.slice('paid '.length) as Hash
    const receipt = await reader().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(chain.tokenAddress.toLowerCase())
    expect((await pttOf(RECIPIENT)) - recipientBefore).toBe(FIVE_PTT)
    expect(accountBefore - (await pttOf(ACCOUNT))).toBe(FIVE_PTT)
    expect(await transfersToRecipient(startBlock + 1n)).toEqual([hash])
    await paymentDialog().getByText('Payment confirmed').waitFor()
    await paymentDialog().getByRole('button', { name: 'Done' }).click()
    await page.getByTestId('modal').filter({ hasText: /^closed$/ }).waitFor()
  })

  it('a rejection in the wallet resolves as cancelled, with nothing sent', async () => {
    const startBlock = await reader().getBlockNumber()
    const recipientBefore = await pttOf(RECIPIENT)
    await startPayment()
    await sendPrompt().getByRole('button', { name: 'Reject' }).click()
    await payResult().filter({ hasText: /^not paid: The payment was declined in the wallet$/ }).waitFor()
    await payDialog().getByText('You declined the payment in your wallet.').waitFor()
    expect(await pttOf(RECIPIENT)).toBe(recipientBefore)
    expect(await reader().getBlockNumber()).toBe(startBlock)
    await closeModal()
  })

  it('a reload while the payment waits for its block tracks it again, to confirmed, and it is sent once', async () => {
    const startBlock = await reader().getBlockNumber()
    const recipientBefore = await pttOf(RECIPIENT)
    await anvil('evm_setAutomine', [false])
    await startPayment()
    await sendPrompt().getByRole('button', { name: 'Approve' }).click()
    await paymentDialog().getByText('Waiting for the payment to be confirmed on Portico Local…', { exact: true }).waitFor()
    const pending = await page.evaluate(() => localStorage.getItem('@portico/payPending'))
    expect(pending).toMatch(/"hash":"0x[0-9a-f]{64}"/)
    await page.reload()
    // The modal opens on the payment by itself, still waiting: nothing has been mined.
    await paymentDialog().getByText('Waiting for the payment to be confirmed on Portico Local…', { exact: true }).waitFor()
    expect(await reader().getBlockNumber()).toBe(startBlock)
    await anvil('evm_mine')
    await paymentDialog().getByText('Payment confirmed').waitFor()
    await anvil('evm_setAutomine', [true])
    expect((await pttOf(RECIPIENT)) - recipientBefore).toBe(FIVE_PTT)
    const transfers = await transfersToRecipient(startBlock + 1n)
    expect(transfers).toHaveLength(1)
    expect(JSON.parse(pending ?? '{}').hash).toBe(transfers[0])
    expect(await page.evaluate(() => localStorage.getItem('@portico/payPending'))).toBeNull()
    // No second prompt came: the payment was never sent again.
    expect(await page.locator('dialog[data-test-wallet-prompt]').count()).toBe(0)
  })

  it('pays 0.5 SOL from the Solana test wallet: the recipient gains exactly 0.5 SOL, and pay() resolves with the confirmed signature', async () => {
    // A fresh page (nothing stored) with only the Solana wallet connected.
    const solana = await openDemoPage(demo, log)
    try {
      const connection = new Connection(demo.harness.solana.rpcUrl, 'confirmed')
      await connectSolanaTestWallet(solana.page)
      await solana.page.keyboard.press('Escape')
      await solana.page.getByTestId('modal').filter({ hasText: /^closed$/ }).waitFor()
      const before = await connection.getBalance(SOL_RECIPIENT)
      await solana.page.getByRole('button', { name: 'Pay 0.5 SOL' }).click()
      const dialog = solana.page.getByRole('dialog', { name: 'Pay' })
      await dialog.getByText('Solana Localnet').waitFor()
      await dialog.getByRole('button', { name: 'Pay 0.5 SOL' }).click()
      await solana.page.getByRole('dialog', { name: /^Portico Test Wallet: (Send|Sign) a transaction$/ }).getByRole('button', { name: 'Approve' }).click()
      const result = solana.page.getByTestId('pay-sol-result')
      await result.filter({ hasText: /^paid [1-9A-HJ-NP-Za-km-z]{64,88}$/ }).waitFor()
      const signature = (await result.textContent())?.slice('paid '.length) ?? ''
      const status = await connection.getSignatureStatus(signature, { searchTransactionHistory: true })
      expect(status.value?.err).toBeNull()
      expect((await connection.getBalance(SOL_RECIPIENT)) - before).toBe(HALF_SOL)
      await solana.page.getByRole('dialog', { name: 'Payment' }).getByText('Payment confirmed').waitFor()
    } finally {
      await solana.context.close()
    }
  })
})
