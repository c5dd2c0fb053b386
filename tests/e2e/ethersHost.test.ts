// Host pages written as AppKit's React ethers examples: ethers v6 (demo/src/hosts/ethersHost.tsx:
// EthersAdapter, useAppKitProvider('eip155') wrapped in ethers' BrowserProvider), which signs, sends
// and follows a network switch made in the modal, and ethers v5 (ethers5Host.tsx: Ethers5Adapter,
// the provider wrapped in ethers.providers.Web3Provider), which signs and sends; against the
// harness's anvil chains, one demo for both.
import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestWallet } from './connectTestWallet.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { openDemoPage } from './openDemoPage.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 0, the one the test wallet uses.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER = '0x000000000000000000000000000000000000bEEF'

let demo: RunningDemo

beforeAll(async () => {
  demo = await startDemo()
})

afterAll(async () => {
  await demo?.stop()
})

const client = (chainId: number) => {
  const chain = demo.harness.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new Error(`The harness has no chain ${chainId}`)
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

const approve = (page: Page, title: string) => page.getByRole('dialog', { name: `Portico Test Wallet: ${title}` }).getByRole('button', { name: 'Approve' }).click()
const result = (page: Page) => page.getByTestId('result').textContent()

/** Connects the host page in the modal, signs through the host's ethers with its Sign button, and checks the signature of `message`. */
async function connectAndSign(page: Page, message: string): Promise<void> {
  await connectTestWallet(page)
  await page.keyboard.press('Escape')
  await expect.poll(() => page.getByTestId('address').textContent()).toBe(ACCOUNT)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await approve(page, 'Sign a message')
  await expect.poll(() => result(page)).toMatch(/^0x[0-9a-f]{130}$/)
  const signature = (await result(page)) as `0x${string}`
  expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true)
}

/** Sends 0.01 ETH with the host page's button on `chainId` and checks the receiver gained exactly that. */
async function sendAndCheck(page: Page, chainId: number): Promise<void> {
  const before = await client(chainId).getBalance({ address: RECEIVER })
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await approve(page, 'Send a transaction')
  await expect.poll(() => result(page)).toMatch(/^0x[0-9a-f]{64}$/)
  expect(await client(chainId).getBalance({ address: RECEIVER })).toBe(before + parseEther('0.01'))
}

describe('an ethers host (BrowserProvider over useAppKitProvider)', () => {
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  beforeAll(async () => {
    ;({ context, page } = await openDemoPage(demo, log, 'hosts/ethers.html'))
  })

  afterAll(async () => {
    await context?.close()
  })

  it('connects in the modal; ethers signs a message that verifies against the account', () => connectAndSign(page, 'Hello from ethers'))

  it('ethers sends 0.01 ETH: the receiver gains exactly that on anvil', () => sendAndCheck(page, 31337))

  it("a network switched in the modal reaches the page and ethers' provider", async () => {
    await page.getByRole('button', { name: 'Networks' }).click()
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Local 2' }).click()
    await approve(page, 'Switch network')
    await expect.poll(() => page.getByTestId('chain').textContent()).toBe('31338')
    await page.keyboard.press('Escape')
    const before = await client(31338).getBalance({ address: RECEIVER })
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await approve(page, 'Send a transaction')
    await expect.poll(() => client(31338).getBalance({ address: RECEIVER })).toBe(before + parseEther('0.01'))
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})

describe('an ethers v5 host (Web3Provider over useAppKitProvider)', () => {
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  beforeAll(async () => {
    ;({ context, page } = await openDemoPage(demo, log, 'hosts/ethers5.html'))
  })

  afterAll(async () => {
    await context?.close()
  })

  it('connects in the modal; ethers v5 signs a message that verifies against the account', () => connectAndSign(page, 'Hello AppKit Ethers'))

  it('ethers v5 sends 0.01 ETH: the receiver gains exactly that on anvil', () => sendAndCheck(page, 31337))

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
