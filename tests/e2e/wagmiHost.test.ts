// A host page written as AppKit's React wagmi example (demo/src/hosts/wagmiHost.tsx): WagmiAdapter,
// WagmiProvider and wagmi hooks. Against the harness's anvil chains, relay and secure frame, wagmi
// signs, sends and writes a contract for three connections made in the modal (the announced test
// wallet, WalletConnect's WalletKit wallet, the e-mail login), and a chain switch goes both ways.
import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, getAddress, http, parseEther, parseUnits } from 'viem'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedProjectConfig } from '../harness/embeddedProjectConfig.ts'
import type { HarnessServiceFrame } from '../harness/HarnessServiceFrame.ts'
import { startTestWalletKit } from '../harness/walletconnect/startTestWalletKit.ts'
import type { TestWalletKit } from '../harness/walletconnect/TestWalletKit.ts'
import { connectTestWallet } from './connectTestWallet.ts'
import { completeFrameLogin, enterMailedCode } from './logInWithEmail.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { readQrCode } from './readQrCode.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { openDemoPage } from './openDemoPage.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 0: the announced test wallet's and the WalletKit wallet's.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER = '0x000000000000000000000000000000000000bEEF'
const MESSAGE = 'Hello from wagmi'

describe('a wagmi host (WagmiAdapter, WagmiProvider, wagmi hooks)', () => {
  let demo: RunningDemo
  let frame: HarnessServiceFrame
  let walletKit: TestWalletKit
  let context: BrowserContext | undefined
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  const client = (chainId: number) => {
    const chain = demo.harness.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new Error(`The harness has no chain ${chainId}`)
    return createPublicClient({ transport: http(chain.rpcUrl) })
  }
  const token = () => getAddress(demo.harness.chains[0]?.tokenAddress ?? '')
  const tokenBalance = (chainId: number) => client(chainId).readContract({ address: token(), abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] })
  const text = (testId: string) => page.getByTestId(testId).textContent()
  const testWalletApproves = (title: string) => page.getByRole('dialog', { name: `Portico Test Wallet: ${title}` }).getByRole('button', { name: 'Approve' }).click()
  const modalApproves = () => page.getByRole('dialog', { name: 'Approve Transaction' }).getByRole('button', { name: 'Approve' }).click()

  /** A fresh browser context on the host page: a new visitor, nothing stored. */
  async function openHost(): Promise<void> {
    await context?.close()
    // The first open loads the modal, the adapters and wagmi from Vite: slower on a loaded machine.
    ;({ context, page } = await openDemoPage(demo, log, 'hosts/wagmi.html', 30_000))
  }

  /** wagmi's useSignMessage; `approve` answers wherever the wallet asks. Resolves with the signer. */
  async function signs(approve: () => Promise<void>): Promise<void> {
    await page.getByRole('button', { name: 'Sign message' }).click()
    await approve()
    await page.getByTestId('signature').waitFor()
    const address = (await text('address')) as Address
    // Checked on chain (ERC-1271 / ERC-6492): the e-mail login's account is a smart account (SPEC §3's default for eip155).
    expect(await client(31337).verifyMessage({ address, message: MESSAGE, signature: (await text('signature')) as Hex })).toBe(true)
  }

  /** wagmi's useSendTransaction, then useWaitForTransactionReceipt: the receiver gains exactly 0.01 ETH. */
  async function sends(chainId: number, approve: () => Promise<void>): Promise<void> {
    const before = await client(chainId).getBalance({ address: RECEIVER })
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await approve()
    await page.getByTestId('mined').waitFor()
    expect(await client(chainId).getBalance({ address: RECEIVER })).toBe(before + parseEther('0.01'))
  }

  beforeAll(async () => {
    demo = await startDemo({ serviceFrame: true })
    if (!demo.harness.serviceFrame) throw new Error('The harness started no secure frame')
    frame = demo.harness.serviceFrame
    demo.harness.projectService.setConfig(embeddedProjectConfig)
    const [evm] = demo.harness.chains
    walletKit = await startTestWalletKit({
      relayUrl: demo.harness.relayUrl,
      projectId: demo.harness.projectService.projectId,
      storagePrefix: 'wagmi-host-wallet',
      ...(evm ? { rpcUrls: { [evm.chainId]: evm.rpcUrl } } : {}),
    })
    await openHost()
  })

  afterAll(async () => {
    await context?.close()
    await walletKit?.stop()
    await demo?.stop()
  })

  describe('the announced test wallet', () => {
    it('connected in the modal, it is wagmi useAccount; useSignMessage signs for it', async () => {
      // wagmi starts 'connecting' while it looks for a stored connection; a new visitor has none.
      await expect.poll(() => text('status')).toBe('disconnected')
      await connectTestWallet(page)
      await page.keyboard.press('Escape')
      expect(await text('address')).toBe(ACCOUNT)
      expect(await text('chain')).toBe('31337')
      await signs(() => testWalletApproves('Sign a message'))
    })

    it('useSendTransaction moves exactly 0.01 ETH; useWriteContract transfers exactly 1 PTT', async () => {
      await sends(31337, () => testWalletApproves('Send a transaction'))
      const before = await tokenBalance(31337)
      await page.getByRole('button', { name: 'Transfer 1 PTT' }).click()
      await testWalletApproves('Send a transaction')
      await expect.poll(() => page.getByTestId('mined').count()).toBe(2)
      expect(await tokenBalance(31337)).toBe(before + parseUnits('1', 18))
    })

    it("useSwitchChain moves the modal: its Networks view marks the new chain; wagmi's sends go there", async () => {
      await page.getByRole('button', { name: 'Switch to Portico Local 2' }).click()
      await testWalletApproves('Switch network')
      await expect.poll(() => text('chain')).toBe('31338')
      await page.getByRole('button', { name: /^Network: / }).click()
      const networks = page.getByRole('dialog', { name: 'Choose Network' })
      await expect.poll(() => networks.getByRole('button', { name: 'Portico Local 2' }).getAttribute('aria-current')).toBe('true')
      expect(await networks.getByRole('button', { name: 'Portico Local', exact: true }).getAttribute('aria-current')).toBeNull()
      await page.keyboard.press('Escape')
      await sends(31338, () => testWalletApproves('Send a transaction'))
    })

    it("a network chosen in the modal's Networks view reaches wagmi", async () => {
      await page.getByRole('button', { name: /^Network: / }).click()
      await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: 'Portico Local', exact: true }).click()
      await testWalletApproves('Switch network')
      await expect.poll(() => text('chain')).toBe('31337')
      await page.keyboard.press('Escape')
    })

    it("useDisconnect ends the modal's connection too", async () => {
      await page.getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(() => text('status')).toBe('disconnected')
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    })
  })

  it('WalletConnect (the WalletKit wallet on the local relay): wagmi signs and sends through the session', async () => {
    await openHost()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /^WalletConnect/ }).click()
    const code = page.getByRole('dialog', { name: 'WalletConnect' }).getByRole('img', { name: 'WalletConnect QR code' })
    await code.waitFor()
    const uri = await readQrCode(code)
    if (!uri) throw new Error('The QR code did not read')
    await walletKit.pair(uri)
    await walletKit.approve(await walletKit.nextProposal())
    await expect.poll(() => text('status')).toBe('connected')
    await page.keyboard.press('Escape')
    expect(await text('address')).toBe(walletKit.evmAccount.address)
    const answered = () => walletKit.handledRequests.map((request) => `${request.method} ${request.outcome}`)
    await signs(async () => undefined)
    expect(answered()).toContain('personal_sign approved')
    await sends(31337, async () => undefined)
    expect(answered()).toContain('eth_sendTransaction approved')
  })

  it('the e-mail login (the secure frame): wagmi signs and sends, each after approval in the modal', async () => {
    await openHost()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const field = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('textbox', { name: 'Email' })
    await field.fill('wagmi@portico.example')
    await field.press('Enter')
    await enterMailedCode(page, frame, 'wagmi@portico.example')
    await completeFrameLogin(page)
    await expect.poll(() => text('status')).toBe('connected')
    await page.keyboard.press('Escape')
    expect(await text('address')).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await text('address')).not.toBe(ACCOUNT)
    await signs(modalApproves)
    await sends(31337, modalApproves)
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
