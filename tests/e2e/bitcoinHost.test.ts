// A host page written as AppKit's React Bitcoin example (demo/src/hosts/bitcoinHost.tsx): BitcoinAdapter,
// useAppKitProvider<BitcoinConnector>('bip122') and its sendTransfer. It connects the adapter's Wallet
// Standard test wallet in the modal and sends 0.0001 BTC: the project service reads the wallet's UTXOs
// from the harness's Esplora stand-in, the wallet signs, and the stand-in accepts the transaction only
// with valid signatures and amounts that add up.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinTestAddress } from '../harness/bitcoinTestWallet/bitcoinTestAddress.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

const RECIPIENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const AMOUNT = 10_000n

describe('a Bitcoin host (useAppKitProvider<BitcoinConnector> and sendTransfer)', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }
  const text = (testId: string) => page.getByTestId(testId).textContent()

  beforeAll(async () => {
    demo = await startDemo()
    context = await demo.browser.newContext()
    page = await context.newPage()
    page.setDefaultTimeout(30_000)
    watchPage(page, log)
    // The first load waits for Vite to transform the page and its dependencies: slow on a loaded machine.
    await page.goto(`${demo.url}hosts/bitcoin.html`, { timeout: 150_000 })
  }, 300_000)

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('connects the Wallet Standard test wallet in the modal; the page sees its testnet address', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Portico Bitcoin Test Wallet/ }).click()
    await page.getByTestId('bitcoin-address').waitFor()
    await page.keyboard.press('Escape')
    expect(await text('bitcoin-address')).toBe(bitcoinTestAddress())
    expect(await text('network')).toBe(demo.harness.bitcoin.caipNetworkId)
  })

  it("sends through the provider's sendTransfer: the stand-in accepts exactly that amount to that recipient, signatures checked", async () => {
    const esplora = demo.harness.bitcoin.esplora
    expect(esplora.accepted).toHaveLength(0)
    await page.getByRole('button', { name: 'Send 0.0001 BTC' }).click()
    await page.getByTestId('transaction').waitFor()
    const txid = await text('transaction')
    expect(esplora.refused).toEqual([])
    expect(esplora.accepted).toHaveLength(1)
    const [accepted] = esplora.accepted
    expect(accepted?.txid).toBe(txid)
    expect(accepted?.outputs.filter(({ address }) => address === RECIPIENT)).toEqual([{ address: RECIPIENT, amount: AMOUNT }])
    // Everything else goes back to the wallet, less the fee: the funded 150 000 satoshis are accounted for.
    const change = accepted?.outputs.filter(({ address }) => address === bitcoinTestAddress()).reduce((sum, { amount }) => sum + amount, 0n) ?? 0n
    const spent = (accepted?.outputs.reduce((sum, { amount }) => sum + amount, 0n) ?? 0n) + (accepted?.fee ?? 0n)
    expect(spent === 100_000n || spent === 50_000n || spent === 150_000n).toBe(true)
    expect(change + AMOUNT + (accepted?.fee ?? 0n)).toBe(spent)
    expect(await page.getByRole('alert').count()).toBe(0)
  })
})
