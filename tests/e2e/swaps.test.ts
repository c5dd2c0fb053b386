import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseAbi, parseEther, parseUnits } from 'viem'
import type { Address, Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedProjectConfig } from '../harness/embeddedProjectConfig.ts'
import type { HarnessServiceFrame } from '../harness/HarnessServiceFrame.ts'
import type { HarnessChain } from '../harness/startHarness.ts'
import type { TestWalletGlobals } from '../harness/testWallet/TestWalletGlobals.ts'
import { connectTestWallet } from './connectTestWallet.ts'
import { completeFrameLogin, enterMailedCode } from './logInWithEmail.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { openDemoPage } from './openDemoPage.ts'
import { shownDialogs } from './shownDialogs.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 0: the demo's announced test wallet.
const ACCOUNT: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const routerAbi = parseAbi(['function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)'])

describe('swaps in the demo, on the local Uniswap v2 exchange through the project service', () => {
  let demo: RunningDemo
  let chain: HarnessChain
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }
  const reader = () => createPublicClient({ transport: http(chain.rpcUrl) })
  const account = () => page.getByRole('dialog', { name: 'Account' })
  const swapDialog = () => page.getByRole('dialog', { name: 'Swap' })
  const review = () => page.getByRole('dialog', { name: 'Review Swap' })
  const walletPrompt = (title: RegExp) => page.getByRole('dialog', { name: title })
  const pttOf = (address: Address) => reader().readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

  /** The transactions the account sent to the router since `fromBlock`, with their blocks. */
  async function routerTransactions(fromBlock: bigint): Promise<{ hash: Hash; blockNumber: bigint; value: bigint; input: string }[]> {
    const client = reader()
    const head = await client.getBlockNumber()
    const found: { hash: Hash; blockNumber: bigint; value: bigint; input: string }[] = []
    for (let number = fromBlock; number <= head; number += 1n) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
      for (const transaction of block.transactions) {
        if (transaction.from.toLowerCase() === ACCOUNT.toLowerCase() && transaction.to?.toLowerCase() === chain.exchange.router.toLowerCase()) {
          found.push({ hash: transaction.hash, blockNumber: number, value: transaction.value, input: transaction.input })
        }
      }
    }
    return found
  }

  /** Clicks Review Swap's Swap; a failure says what the page showed instead (a disabled Swap says why in its view's state). */
  async function confirmSwap(): Promise<void> {
    await review()
      .getByRole('button', { name: 'Swap', exact: true })
      .click()
      .catch(async (error: unknown) => {
        throw new Error(`Review Swap's Swap could not be clicked; the page showed ${await shownDialogs(page)}`, { cause: error })
      })
  }

  /** Opens Swap from Account's wallet-features row (closing the modal first when it shows another view). */
  async function openSwap(): Promise<void> {
    if (!(await account().isVisible())) {
      if (await page.getByRole('dialog').first().isVisible()) {
        await page.keyboard.press('Escape')
        await page.getByRole('dialog').first().waitFor({ state: 'hidden' })
      }
      await page.getByRole('button', { name: /^Account 0x/ }).click()
    }
    await account().getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Swap' }).click()
    await swapDialog().waitFor()
  }

  async function chooseToken(side: 'Token to pay' | 'Token to receive', name: RegExp): Promise<void> {
    await swapDialog().getByRole('button', { name: new RegExp(`^${side}`) }).click()
    const select = page.getByRole('dialog', { name: 'Select Token' })
    await select.getByRole('list', { name: 'Popular tokens' }).getByRole('button', { name }).click()
    await swapDialog().waitFor()
  }

  beforeAll(async () => {
    // With the service's secure frame (smart accounts on) and the e-mail login on, for the embedded wallet's swap.
    demo = await startDemo({ serviceFrame: { smartAccounts: true } })
    const first = demo.harness.chains[0]
    if (!first) throw new Error('The harness has no chain')
    chain = first
    demo.harness.projectService.setConfig(embeddedProjectConfig)
    // The first load compiles the demo in Vite: slower on a loaded machine.
    ;({ context, page } = await openDemoPage(demo, log, '', 120_000))
    page.setDefaultTimeout(30_000)
    await connectTestWallet(page)
  }, 300_000)

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('swaps 0.1 ETH to PTT with the announced wallet: the PTT received is the router’s getAmountsOut at the block the swap landed, within 1 %', async () => {
    const startBlock = await reader().getBlockNumber()
    const before = await pttOf(ACCOUNT)
    await openSwap()
    // The native currency is the token paid by default.
    await swapDialog().getByRole('button', { name: 'Token to pay: ETH' }).waitFor()
    await chooseToken('Token to receive', /Portico Test Token/)
    await swapDialog().getByRole('textbox', { name: 'You pay' }).fill('0.1')
    // The quote: the amount received fills in, with its details.
    await expect.poll(() => swapDialog().getByRole('textbox', { name: 'You receive' }).inputValue()).toMatch(/^1\d\d(\.\d+)?$/)
    await swapDialog().getByText('1 ETH = ').waitFor()
    await swapDialog().getByRole('button', { name: 'Review swap' }).click()
    await review().getByText('Minimum received').waitFor()
    await confirmSwap()
    await walletPrompt(/^Portico Test Wallet: Send a transaction$/).getByRole('button', { name: 'Approve' }).click()
    // Formatted as balances are: 3 decimals (issue 34).
    await page.getByText(/^Swapped 0\.100 ETH for 1\d\d\.\d{3} PTT$/).waitFor()

    const [swap, ...others] = await routerTransactions(startBlock + 1n)
    expect(others).toEqual([])
    if (!swap) throw new Error('No swap reached the router')
    expect(swap.value).toBe(parseEther('0.1'))
    const received = (await pttOf(ACCOUNT)) - before
    const [, expected] = await reader().readContract({
      address: chain.exchange.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('0.1'), [chain.exchange.weth, chain.tokenAddress]],
      blockNumber: swap.blockNumber - 1n,
    })
    expect(received).toBe(expected)
    // ETH/PTT is 1 : 1500 in the pool; 0.1 ETH is within the 0.3 % fee and the tiny impact of it.
    expect(received).toBeGreaterThan(parseUnits('148', 18))
    // The result is titled as one; its back arrow leads to Account, not to the form showing the result again.
    const result = page.getByRole('dialog', { name: 'Swap Complete' })
    await result.waitFor()
    await result.getByRole('button', { name: 'Back', exact: true }).click()
    await account().waitFor()
    // The form is emptied for the next swap.
    await openSwap()
    await swapDialog().getByRole('textbox', { name: 'You pay' }).waitFor()
    expect(await swapDialog().getByRole('textbox', { name: 'You pay' }).inputValue()).toBe('')
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await account().waitFor()
    // Activity shows the swap as one (issue 34): Swapped, ETH → PTT, what was paid and received; never a send to the router.
    await account().getByRole('tab', { name: 'Activity' }).click()
    const activity = account().getByRole('tabpanel', { name: 'Activity' })
    const swapped = activity.getByRole('listitem').filter({ hasText: 'Swapped' }).filter({ hasText: 'ETH → PTT' })
    await swapped.filter({ hasText: '-0.100 ETH' }).filter({ hasText: /\+1\d\d\.\d{3} PTT/ }).first().waitFor()
    expect(await activity.getByRole('listitem').filter({ hasText: /Sent|Sending/ }).count()).toBe(0)
    await account().getByRole('tab', { name: 'Tokens' }).click()
  })

  it('the host opens Swap with open({ view: \'Swap\' }); insufficient balance blocks the swap with its text', async () => {
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' })
    // The demo's own Swap button calls appKit.open({ view: 'Swap' }).
    await page.getByRole('button', { name: 'Swap', exact: true }).click()
    await swapDialog().waitFor()
    await chooseToken('Token to receive', /Portico Test Token/)
    await swapDialog().getByRole('textbox', { name: 'You pay' }).fill('1000000')
    const blocked = swapDialog().getByRole('button', { name: 'Insufficient balance' })
    await blocked.waitFor()
    expect(await blocked.isDisabled()).toBe(true)
    // Positive control: an amount within the balance can be reviewed.
    await swapDialog().getByRole('textbox', { name: 'You pay' }).fill('0.01')
    await swapDialog().getByRole('button', { name: 'Review swap' }).waitFor()
  })

  it('a PTT to ETH swap runs the approve step first, for exactly the amount, then the swap', async () => {
    const startBlock = await reader().getBlockNumber()
    await openSwap()
    await chooseToken('Token to receive', /Portico Test Token/)
    await swapDialog().getByRole('button', { name: 'Switch the tokens' }).click()
    await swapDialog().getByRole('button', { name: 'Token to pay: PTT' }).waitFor()
    await swapDialog().getByRole('textbox', { name: 'You pay' }).fill('15')
    await swapDialog().getByRole('button', { name: 'Review swap' }).click()
    const steps = review().getByRole('list', { name: 'Steps' })
    await steps.getByText('Approve PTT').waitFor()
    await confirmSwap()
    const prompt = walletPrompt(/^Portico Test Wallet: Send a transaction$/)
    await prompt.getByRole('button', { name: 'Approve' }).click()
    // The allowance is exactly what the swap spends, and lands before the swap is asked.
    await expect
      .poll(() => reader().readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'allowance', args: [ACCOUNT, chain.exchange.router] }))
      .toBe(parseUnits('15', 18))
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await page.getByText(/^Swapped 15(\.000)? PTT for 0\.0\d+ ETH$/).waitFor()
    const swaps = await routerTransactions(startBlock + 1n)
    expect(swaps).toHaveLength(1)
    const approvalBlock = (await reader().getBlockNumber()) - 1n
    expect(swaps[0]?.blockNumber).toBeGreaterThan(startBlock)
    expect(swaps[0]?.blockNumber).toBeGreaterThanOrEqual(approvalBlock)
    // All of it was spent: nothing left approved.
    expect(await reader().readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'allowance', args: [ACCOUNT, chain.exchange.router] })).toBe(0n)
  })

  it('with the reserves moved beyond 1 % while the wallet asks, the swap reverts and the view says the price changed, offering a new quote', async () => {
    const before = await pttOf(ACCOUNT)
    // The last swap's success is on screen; closing the modal empties the form for this one.
    await page.getByText(/^Swapped 15/).waitFor()
    await openSwap()
    await swapDialog().getByRole('button', { name: 'Token to pay: ETH' }).waitFor()
    await chooseToken('Token to receive', /Portico Test Token/)
    await swapDialog().getByRole('textbox', { name: 'You pay' }).fill('0.2')
    await swapDialog().getByRole('button', { name: 'Review swap' }).click()
    await confirmSwap()
    const prompt = walletPrompt(/^Portico Test Wallet: Send a transaction$/)
    await prompt.waitFor()
    // Someone else trades first: PTT 3 % dearer in ETH, beyond the 1 % tolerance.
    await chain.exchange.movePrice(3)
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('The price changed beyond your 1 % slippage tolerance.').waitFor()
    expect(await pttOf(ACCOUNT)).toBe(before)
    await page.getByRole('button', { name: 'Get a new quote' }).click()
    await page.getByRole('button', { name: 'Review swap' }).waitFor()
  })

  it('a wallet that runs atomic batches approves and swaps PTT to ETH in one wallet_sendCalls: one prompt, the approval right before the swap', async () => {
    await context.close()
    ;({ context, page } = await openDemoPage(demo, log, '?atomicBatches=on'))
    await connectTestWallet(page)
    const startBlock = await reader().getBlockNumber()
    await openSwap()
    await chooseToken('Token to receive', /Portico Test Token/)
    await swapDialog().getByRole('button', { name: 'Switch the tokens' }).click()
    await swapDialog().getByRole('textbox', { name: 'You pay' }).fill('12')
    await swapDialog().getByRole('button', { name: 'Review swap' }).click()
    await review().getByRole('list', { name: 'Steps' }).getByText('Approve PTT').waitFor()
    await confirmSwap()
    await walletPrompt(/^Portico Test Wallet: Send 2 calls at once$/).getByRole('button', { name: 'Approve' }).click()
    await page.getByText(/^Swapped 12(\.000)? PTT for 0\.0\d+ ETH$/).waitFor()
    const [swap, ...others] = await routerTransactions(startBlock + 1n)
    expect(others).toEqual([])
    if (!swap) throw new Error('No swap reached the router')
    // The approval ran in the same batch, just before the swap, and all of it was spent.
    const approvals: bigint[] = []
    for (let number = startBlock + 1n; number <= swap.blockNumber; number += 1n) {
      const block = await reader().getBlock({ blockNumber: number, includeTransactions: true })
      for (const transaction of block.transactions) {
        if (transaction.from.toLowerCase() === ACCOUNT.toLowerCase() && transaction.to?.toLowerCase() === chain.tokenAddress.toLowerCase()) approvals.push(number)
      }
    }
    expect(approvals).toEqual([swap.blockNumber - 1n])
    expect(await reader().readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'allowance', args: [ACCOUNT, chain.exchange.router] })).toBe(0n)
    const calls = await page.evaluate(() => (window as TestWalletGlobals).__porticoTestWallet?.methods ?? [])
    expect(calls.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1)
    expect(calls.filter((method) => method === 'eth_sendTransaction')).toHaveLength(0)
  })

  it('swaps 0.1 ETH to PTT with the e-mail login: the swap waits in Approve Transaction, and the PTT received is the router’s getAmountsOut', async () => {
    const frame: HarnessServiceFrame | undefined = demo.harness.serviceFrame
    if (!frame) throw new Error('The harness started no secure frame')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: /^Account 0x/ }).click()
    await account().getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
    if (!(await page.getByRole('dialog', { name: 'Connect Wallet' }).isVisible())) await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const email = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('textbox', { name: 'Email' })
    await email.fill('swapper@portico.example')
    await email.press('Enter')
    await enterMailedCode(page, frame, 'swapper@portico.example')
    await completeFrameLogin(page)
    const embedded = (await page.getByTestId('address').textContent()) as Address
    expect(embedded.toLowerCase()).not.toBe(ACCOUNT.toLowerCase())
    await account().getByText('Balance 10.000 ETH').waitFor()
    const startBlock = await reader().getBlockNumber()
    const before = await pttOf(embedded)

    await openSwap()
    await chooseToken('Token to receive', /Portico Test Token/)
    await swapDialog().getByRole('textbox', { name: 'You pay' }).fill('0.1')
    // The quote first, as in the first test: a review opened before it waits on it.
    await expect.poll(() => swapDialog().getByRole('textbox', { name: 'You receive' }).inputValue()).toMatch(/^1\d\d(\.\d+)?$/)
    await swapDialog().getByRole('button', { name: 'Review swap' }).click()
    await confirmSwap()
    await page.getByRole('dialog', { name: 'Approve Transaction' }).getByRole('button', { name: 'Approve' }).click()
    await page.getByText(/^Swapped 0\.1(00)? ETH for 1\d\d(\.\d+)? PTT$/).waitFor()

    const client = reader()
    // The e-mail login's account is its smart account (SPEC §3's default for eip155): the swap lands
    // in a bundle the bundler sends, so it is found by the PTT it paid to the account.
    const transfers = await client.getContractEvents({ address: chain.tokenAddress, abi: erc20Abi, eventName: 'Transfer', args: { to: embedded }, fromBlock: startBlock + 1n })
    const landed = transfers.map((transfer) => transfer.blockNumber)
    expect(landed).toHaveLength(1)
    expect(transfers[0]?.args.from?.toLowerCase()).not.toBe(embedded.toLowerCase())
    const [, expected] = await client.readContract({
      address: chain.exchange.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('0.1'), [chain.exchange.weth, chain.tokenAddress]],
      blockNumber: (landed[0] ?? 0n) - 1n,
    })
    expect((await pttOf(embedded)) - before).toBe(expected)
  }, 180_000)

  it('every request stayed on 127.0.0.1', () => {
    expect(log.requests.some((url) => url.startsWith(`${demo.harness.projectServiceUrl}/swap/quote`))).toBe(true)
    expect(offLoopbackRequests(log.requests)).toEqual([])
  })
})
