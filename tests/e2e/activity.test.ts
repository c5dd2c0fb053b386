import type { BrowserContext, Page } from 'playwright-core'
import { createWalletClient, erc20Abi, http, parseEther, parseUnits, publicActions } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilAccounts } from '../harness/anvilAccounts.ts'
import type { HarnessChain } from '../harness/startHarness.ts'
import { localChainOf } from '../harness/localChainOf.ts'
import { chooseSendToken } from './chooseSendToken.ts'
import { connectTestWallet } from './connectTestWallet.ts'
import { openDemoPage } from './openDemoPage.ts'
import { shownDialogs } from './shownDialogs.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 0 is the test wallet's; account 9 receives; account 2 pays the account many small amounts.
const [ACCOUNT_KEY, , PAYER] = anvilAccounts()
const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const PAYMENTS = 24
const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date())

describe('activity, NFTs and priced balances from the project service in the demo', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }
  const account = () => page.getByRole('dialog', { name: 'Account' })
  const chain = (index: number): HarnessChain => {
    const found = demo.harness.chains[index]
    if (!found) throw new Error(`The harness has no chain ${index}`)
    return found
  }

  async function walletOf(rpcUrl: string, key = ACCOUNT_KEY!) {
    return createWalletClient({ account: key, chain: await localChainOf(rpcUrl), transport: http(rpcUrl) }).extend(publicActions)
  }

  async function mined(rpcUrl: string, send: (client: Awaited<ReturnType<typeof walletOf>>) => Promise<`0x${string}`>, key = ACCOUNT_KEY!) {
    const client = await walletOf(rpcUrl, key)
    const hash = await send(client)
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    return hash
  }

  async function openTab(name: 'Tokens' | 'NFTs' | 'Activity') {
    if (!(await account().isVisible())) await page.getByRole('button', { name: /0x/ }).first().click()
    await account().getByRole('tab', { name }).click()
    return account().getByRole('tabpanel', { name })
  }

  beforeAll(async () => {
    demo = await startDemo()
    const first = chain(0)
    const second = chain(1)
    // The history: many small payments in (older than a page), then an ERC-20 send and an NFT
    // transfer out, two mints in, a spam mint, and one payment on the second chain.
    for (let index = 0; index < PAYMENTS; index += 1) await mined(first.rpcUrl, (client) => client.sendTransaction({ to: ACCOUNT, value: parseEther('0.001') }), PAYER)
    await mined(first.rpcUrl, (client) => client.writeContract({ address: first.tokenAddress, abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, parseUnits('25', 18)] }))
    const [kept, given] = await first.collection.mintBatch(ACCOUNT, 2)
    if (kept === undefined || given === undefined) throw new Error('The collection minted no tokens')
    await first.collection.transfer(ACCOUNT_KEY!, RECEIVER, given)
    await first.spamCollection.mint(ACCOUNT)
    await mined(second.rpcUrl, (client) => client.sendTransaction({ to: ACCOUNT, value: parseEther('1.5') }), PAYER)
    await demo.harness.projectService.caughtUp()
    ;({ context, page } = await openDemoPage(demo, log))
    await connectTestWallet(page)
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('lists an ETH send made in the modal, the ERC-20 send and the NFT transfer in this month, with exact amounts and no spam', async () => {
    // The ETH send goes through the send plugin: it shows in Activity, pending first, then confirmed from the service.
    await account().getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await chooseSendToken(page, /Ether/)
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.5')
    await send.getByRole('textbox', { name: 'To' }).fill(RECEIVER)
    await send.getByRole('button', { name: 'Preview send' }).click()
    await page.getByRole('dialog', { name: 'Review Send' }).getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('dialog', { name: /^Portico Test Wallet: (Send|Sign) a transaction$/ }).getByRole('button', { name: 'Approve' }).click()
    // A native send returns to Account once the wallet has answered.
    await account().waitFor()

    const activity = await openTab('Activity')
    const thisMonth = activity.getByRole('list', { name: month })
    await thisMonth.getByRole('listitem').filter({ hasText: '-0.500 ETH' }).filter({ hasText: 'Sent' }).waitFor()
    // Confirmed from the service: no pending section is left.
    await expect.poll(() => activity.getByRole('heading', { name: 'Pending' }).count()).toBe(0)
    await thisMonth.getByRole('listitem').filter({ hasText: '-25.000 PTT' }).waitFor()
    await thisMonth.getByRole('listitem').filter({ hasText: '-1 Portico Collection' }).waitFor()
    expect(await thisMonth.getByRole('listitem').filter({ hasText: '+1 Portico Collection' }).count()).toBe(1)
    expect(await activity.getByText(/Spam Collection/).count()).toBe(0)
  }, 150_000)

  it('loads the next page as the list scrolls to its end', async () => {
    const activity = await openTab('Activity')
    const payments = activity.getByRole('listitem').filter({ hasText: '+0.001 ETH' })
    await payments.first().waitFor()
    const firstPage = await payments.count()
    expect(firstPage).toBeLessThan(PAYMENTS)
    await payments.last().scrollIntoViewIfNeeded()
    await activity.getByRole('listitem').last().scrollIntoViewIfNeeded()
    await expect.poll(() => payments.count()).toBe(PAYMENTS)
  })

  it('shows the NFTs the account owns, with the images the service serves, and hides the spam one', async () => {
    const nfts = await openTab('NFTs')
    const cards = nfts.getByRole('list', { name: 'Your NFTs' }).getByRole('listitem')
    await expect.poll(() => cards.count()).toBe(1)
    // The card names the NFT in text: its image is decorative (alt "").
    const image = cards.first().locator('img')
    await expect.poll(() => image.evaluate((element) => (element instanceof HTMLImageElement ? element.naturalWidth : 0))).toBeGreaterThan(0)
    expect(await image.getAttribute('src')).toContain(`${demo.harness.projectServiceUrl}/images/nfts/`)
  })

  it('shows fiat values from the service in Tokens, read from /balances', async () => {
    const tokens = await openTab('Tokens')
    await tokens.getByRole('listitem').filter({ hasText: 'Portico Test Token' }).filter({ hasText: /\$/ }).waitFor()
    expect(log.requests.some((url) => url.startsWith(`${demo.harness.projectServiceUrl}/balances/${ACCOUNT}`))).toBe(true)
  })

  it('lists only the second chain’s transactions once the network is switched', async () => {
    await account().getByRole('button', { name: 'Network: Portico Local' }).click()
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Local 2' }).click()
    await page
      .getByRole('dialog', { name: 'Portico Test Wallet: Switch network' })
      .getByRole('button', { name: 'Approve' })
      .click()
      .catch(async (error: unknown) => {
        throw new Error(`The wallet's switch prompt did not show; the page showed ${await shownDialogs(page)}`, { cause: error })
      })
    await account().getByRole('button', { name: 'Network: Portico Local 2' }).waitFor()
    const activity = await openTab('Activity')
    const rows = activity.getByRole('list', { name: month }).getByRole('listitem')
    await rows.filter({ hasText: '+1.500 ETH' }).waitFor()
    // The second chain's history is the harness's deployments and this payment: nothing of the first's.
    for (const first of ['-0.500 ETH', '-25.000 PTT', '+0.001 ETH', 'Portico Collection']) expect(await rows.filter({ hasText: first }).count()).toBe(0)
  })

  it('takes the wallet_getAssets path for a wallet that discovers its assets, without asking the service', async () => {
    const assetsLog: PageLog = { requests: [], consoleErrors: [] }
    const opened = await openDemoPage(demo, assetsLog, '?walletAssets=on')
    try {
      await connectTestWallet(opened.page)
      const dialog = opened.page.getByRole('dialog', { name: 'Account' })
      await dialog.getByRole('tab', { name: 'Tokens' }).click()
      await dialog.getByRole('tabpanel', { name: 'Tokens' }).getByRole('listitem').filter({ hasText: 'Portico Test Token' }).filter({ hasText: /\$/ }).waitFor()
      const methods = await opened.page.evaluate(() => (window as unknown as { __porticoTestWallet: { methods: string[] } }).__porticoTestWallet.methods)
      expect(methods).toContain('wallet_getCapabilities')
      expect(methods).toContain('wallet_getAssets')
      expect(assetsLog.requests.filter((url) => url.includes('/balances/'))).toEqual([])
    } finally {
      await opened.context.close()
    }
  })
})
