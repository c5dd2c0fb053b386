import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEventLogs, parseUnits } from 'viem'
import type { Address, Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeEvmFunder } from '../harness/exchangeFunder.ts'
import type { HarnessChain } from '../harness/startHarness.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 7: the demo's payment recipient; the exchange stand-in pays from account 6.
const RECIPIENT: Address = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const FIVE_PTT = parseUnits('5', 18)

describe('pay() in the demo from the exchange stand-in: 5 PTT to anvil account 7, no wallet connected', () => {
  let demo: RunningDemo
  let chain: HarnessChain
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }
  const reader = () => createPublicClient({ transport: http(chain.rpcUrl) })
  const pttOf = (address: Address) => reader().readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const payDialog = () => page.getByRole('dialog', { name: 'Pay' })
  const paymentDialog = () => page.getByRole('dialog', { name: 'Payment' })
  const payResult = () => page.getByTestId('pay-result')

  async function anvil(method: string, params: unknown[] = []): Promise<void> {
    const response = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
    const body = (await response.json()) as { error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
  }

  /** The PTT transfers from the exchange's account to the recipient since `fromBlock`. */
  async function depositsToRecipient(fromBlock: bigint): Promise<Hash[]> {
    const logs = await reader().getLogs({ address: chain.tokenAddress, fromBlock, toBlock: 'latest' })
    return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs })
      .filter((entry) => entry.args.from.toLowerCase() === exchangeEvmFunder().address.toLowerCase() && entry.args.to.toLowerCase() === RECIPIENT.toLowerCase())
      .map((entry) => entry.transactionHash)
  }

  /** Opens Pay from the demo's button, chooses the exchange, and returns its withdrawal page (the popup). */
  async function openExchange(): Promise<Page> {
    await page.getByRole('button', { name: 'Pay 5 PTT' }).first().click()
    await payDialog().getByText('0x14dC…9955').waitFor()
    const [popup] = await Promise.all([page.waitForEvent('popup'), payDialog().getByRole('button', { name: 'Pay from Cove Exchange (stand-in)' }).click()])
    await popup.waitForURL(/\/v1\/withdraw\/[0-9a-f]{32}$/)
    await popup.getByText(`Withdraw 5 PTT on eip155:${chain.chainId} to ${RECIPIENT}.`).waitFor()
    await paymentDialog().getByText('Confirm the withdrawal on Cove Exchange (stand-in).', { exact: true }).waitFor()
    return popup
  }

  beforeAll(async () => {
    demo = await startDemo()
    const first = demo.harness.chains[0]
    if (!first) throw new Error('The harness has no chain')
    chain = first
    ;({ context, page } = await openDemoPage(demo, log))
  })

  afterAll(async () => {
    if (chain) await anvil('evm_setAutomine', [true]).catch(() => undefined)
    await context?.close()
    await demo?.stop()
  })

  it('pays once confirmed on chain: the recipient’s balance rises by exactly 5 PTT, and pay() resolves with the deposit’s hash', async () => {
    const startBlock = await reader().getBlockNumber()
    const recipientBefore = await pttOf(RECIPIENT)
    const popup = await openExchange()
    // The exchange sends, but no block is mined yet: Pay waits for the chain, not for the exchange's word.
    await anvil('evm_setAutomine', [false])
    await popup.getByRole('button', { name: 'Confirm withdrawal' }).click()
    await popup.getByText(/^Withdrawal sent \(0x[0-9a-f]{64}\)\.$/).waitFor()
    await paymentDialog().getByText('Waiting for the payment to be confirmed on Portico Local…', { exact: true }).waitFor()
    expect(await payResult().textContent()).toBe('paying')
    expect(await pttOf(RECIPIENT)).toBe(recipientBefore)
    await anvil('evm_mine')
    await anvil('evm_setAutomine', [true])
    await payResult().filter({ hasText: /^paid 0x[0-9a-f]{64}$/ }).waitFor()
    const hash = (await payResult().textContent())?.slice('paid '.length) as Hash
    const receipt = await reader().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(chain.tokenAddress.toLowerCase())
    expect((await pttOf(RECIPIENT)) - recipientBefore).toBe(FIVE_PTT)
    expect(await depositsToRecipient(startBlock + 1n)).toEqual([hash])
    await paymentDialog().getByText('Payment confirmed').waitFor()
    // Confirming again on the exchange's page sends nothing more.
    await popup.reload()
    await popup.getByText(/^Withdrawal sent/).waitFor()
    expect(await popup.getByRole('button', { name: 'Confirm withdrawal' }).count()).toBe(0)
    expect(await depositsToRecipient(startBlock + 1n)).toEqual([hash])
    await popup.close()
    await paymentDialog().getByRole('button', { name: 'Done' }).click()
    await page.getByTestId('modal').filter({ hasText: /^closed$/ }).waitFor()
  })

  it('a withdrawal cancelled on the exchange resolves as not paid, with nothing sent', async () => {
    const startBlock = await reader().getBlockNumber()
    const recipientBefore = await pttOf(RECIPIENT)
    const popup = await openExchange()
    await popup.getByRole('button', { name: 'Cancel' }).click()
    await popup.getByText('Withdrawal cancelled.').waitFor()
    await payResult().filter({ hasText: /^not paid: The payment from the exchange failed$/ }).waitFor()
    await paymentDialog().getByText('The exchange did not send the payment: nothing was paid.').waitFor()
    expect(await pttOf(RECIPIENT)).toBe(recipientBefore)
    expect(await reader().getBlockNumber()).toBe(startBlock)
    await popup.close()
    await paymentDialog().getByRole('button', { name: 'Done' }).click()
    await page.getByTestId('modal').filter({ hasText: /^closed$/ }).waitFor()
  })

  it('a reload while the exchange page is open follows the payment again, to confirmed, and opens no second one', async () => {
    const startBlock = await reader().getBlockNumber()
    const recipientBefore = await pttOf(RECIPIENT)
    const popup = await openExchange()
    const kept = await page.evaluate(() => localStorage.getItem('@portico/payExchangePending'))
    expect(kept).toMatch(/"exchangeId":"cove"/)
    await page.reload()
    // The modal opens on the payment by itself, waiting for the exchange.
    await paymentDialog().getByText('Confirm the withdrawal on Cove Exchange (stand-in).', { exact: true }).waitFor()
    expect(await paymentDialog().getByRole('link', { name: 'Open Cove Exchange (stand-in)' }).getAttribute('href')).toBe(popup.url())
    await popup.getByRole('button', { name: 'Confirm withdrawal' }).click()
    await paymentDialog().getByText('Payment confirmed').waitFor()
    expect((await pttOf(RECIPIENT)) - recipientBefore).toBe(FIVE_PTT)
    expect(await depositsToRecipient(startBlock + 1n)).toHaveLength(1)
    expect(await page.evaluate(() => [localStorage.getItem('@portico/payExchangePending'), localStorage.getItem('@portico/payPending')])).toEqual([null, null])
    await popup.close()
    await paymentDialog().getByRole('button', { name: 'Done' }).click()
    await page.getByTestId('modal').filter({ hasText: /^closed$/ }).waitFor()
  })

  it('Pay another way gives up the exchange payment before it starts: pay() resolves cancelled and Pay shows the payment again', async () => {
    const popup = await openExchange()
    await paymentDialog().getByRole('button', { name: 'Pay another way' }).click()
    await payResult().filter({ hasText: /^not paid: The payment was cancelled$/ }).waitFor()
    await payDialog().getByRole('button', { name: 'Pay from Cove Exchange (stand-in)' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('@portico/payExchangePending'))).toBeNull()
    await popup.close()
    await page.keyboard.press('Escape')
    await page.getByTestId('modal').filter({ hasText: /^closed$/ }).waitFor()
  })
})
