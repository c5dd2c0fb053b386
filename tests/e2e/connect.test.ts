import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, createTestClient, erc20Abi, formatEther, formatUnits, http, parseEther, verifyMessage, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestWallet } from './connectTestWallet.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

// anvil's account 0, the one the test wallet uses.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const MESSAGE = 'Hello from the Portico demo'
const threeDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })

describe('connect, balances, switch chain and sign in the demo', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  async function chainBalances(chainId: number): Promise<{ ether: string; token: string }> {
    const chain = demo.harness.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new Error(`The harness has no chain ${chainId}`)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const ether = await client.getBalance({ address: ACCOUNT })
    const token = await client.readContract({ address: chain.tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [ACCOUNT] })
    return { ether: threeDecimals.format(Number(formatEther(ether))), token: threeDecimals.format(Number(formatUnits(token, 18))) }
  }

  beforeAll(async () => {
    demo = await startDemo()
    context = await demo.browser.newContext()
    page = await context.newPage()
    page.setDefaultTimeout(15_000)
    watchPage(page, log)
    await page.goto(demo.url)
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('connects through the announced Portico Test Wallet; the Account view shows the anvil balance and the PTT balance', async () => {
    await connectTestWallet(page)
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(ACCOUNT)
    const { ether, token } = await chainBalances(31337)
    expect(ether).not.toBe('0.000')
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(`Balance ${ether} ETH`).waitFor()
    await account.getByRole('button', { name: 'Network: Portico Local' }).waitFor()
    await account.getByRole('tab', { name: 'Tokens' }).click()
    const tokens = account.getByRole('tabpanel', { name: 'Tokens' }).getByRole('list', { name: 'Token balances' })
    await tokens.getByRole('listitem').filter({ hasText: 'Portico Test Token' }).filter({ hasText: `${token} PTT` }).waitFor()
    expect(token).toBe('1,000,000.000')
  })

  it('switches from Portico Local to Portico Local 2 in the Networks view; the network output and the Account view follow', async () => {
    // A balance on the second chain that differs from the first's, so the Account view's change shows.
    const second = demo.harness.chains[1]
    if (!second) throw new Error('The harness has no second chain')
    await createTestClient({ mode: 'anvil', transport: http(second.rpcUrl) }).setBalance({ address: ACCOUNT, value: parseEther('1234.5678') })
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('eip155:31337')
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Network: Portico Local' }).click()
    const networks = page.getByRole('dialog', { name: 'Choose Network' })
    await networks.getByRole('button', { name: 'Portico Local 2' }).click()
    await page.getByRole('dialog', { name: 'Portico Test Wallet: Switch network' }).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('eip155:31338')

    // After the switch the Networks view goes back to the Account view.
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('button', { name: 'Network: Portico Local 2' }).waitFor()
    const { ether } = await chainBalances(31338)
    expect(ether).toBe('1,234.568')
    await account.getByText(`Balance ${ether} ETH`).waitFor()
  })

  it('signs the demo message; the shown signature verifies with viem against the shown address', async () => {
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
    await page.getByRole('button', { name: `Sign “${MESSAGE}”` }).click()
    const prompt = page.getByRole('dialog', { name: 'Portico Test Wallet: Sign a message' })
    // personal_sign sends the text as hex; the wallet shows it as text.
    await prompt.getByText(MESSAGE).waitFor()
    await prompt.getByRole('button', { name: 'Approve' }).click()
    const signature = (await page.getByTestId('signature').textContent()) ?? ''
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    const address = (await page.getByTestId('address').textContent()) as Address
    expect(await verifyMessage({ address, message: MESSAGE, signature: signature as `0x${string}` })).toBe(true)
    expect(await verifyMessage({ address, message: `${MESSAGE}!`, signature: signature as `0x${string}` })).toBe(false)
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
