import type { BrowserContext, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestWalletKit } from '../harness/walletconnect/startTestWalletKit.ts'
import type { TestWalletKit } from '../harness/walletconnect/TestWalletKit.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startSiwxHttpServer } from './startSiwxHttpServer.ts'
import { readQrCode } from './readQrCode.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

const MESSAGE = 'Hello from the Portico demo'

describe('WalletConnect in the demo, through the local relay, with a WalletKit wallet', () => {
  let demo: RunningDemo
  let wallet: TestWalletKit
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  const walletConnectDialog = () => page.getByRole('dialog', { name: 'WalletConnect' })

  async function openPage(search = ''): Promise<void> {
    // The first pairing waits for the universal provider's chunk and the relay: slower on a loaded machine.
    ;({ context, page } = await openDemoPage(demo, log, search, 30_000))
  }

  /** Opens WalletConnect from the Connect view and reads the pairing URI from the QR code, as a phone would. */
  async function scanQrCode(): Promise<string> {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /^WalletConnect/ }).click()
    const code = walletConnectDialog().getByRole('img', { name: 'WalletConnect QR code' })
    await code.waitFor()
    const uri = await readQrCode(code)
    if (!uri) throw new Error('The QR code did not read')
    expect(uri).toBe(await code.getAttribute('data-value'))
    return uri
  }

  beforeAll(async () => {
    demo = await startDemo()
    const evm = demo.harness.chains[0]
    wallet = await startTestWalletKit({
      relayUrl: demo.harness.relayUrl,
      projectId: demo.harness.projectService.projectId,
      storagePrefix: 'e2e-wallet',
      requestPolicy: 'ask',
      ...(evm ? { rpcUrls: { [evm.chainId]: evm.rpcUrl } } : {}),
      solanaRpcUrl: demo.harness.solana.rpcUrl,
    })
    await openPage()
  })

  afterAll(async () => {
    await context?.close()
    await wallet?.stop()
    await demo?.stop()
  })

  it('a rejected proposal shows the declined state', async () => {
    const uri = await scanQrCode()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    await wallet.reject(await wallet.nextProposal())
    await walletConnectDialog().getByText('Connection declined').waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  })

  it('Try again pairs anew; the wallet approves eip155 and solana accounts and the modal shows the account', async () => {
    await walletConnectDialog().getByRole('button', { name: 'Try again' }).click()
    const code = walletConnectDialog().getByRole('img', { name: 'WalletConnect QR code' })
    await code.waitFor()
    const uri = await readQrCode(code)
    if (!uri) throw new Error('The QR code did not read')
    await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    const requested = Object.values({ ...proposal.params.requiredNamespaces, ...proposal.params.optionalNamespaces }).flatMap((namespace) => namespace.chains ?? [])
    expect(requested).toEqual(expect.arrayContaining(['eip155:31337', 'eip155:31338', 'solana:localnet']))
    const session = await wallet.approve(proposal)
    expect(Object.keys(session.namespaces).sort()).toEqual(['eip155', 'solana'])
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(wallet.evmAccount.address)
    await page.getByRole('dialog', { name: 'Account' }).getByText(/ETH/).first().waitFor()
  })

  it('a personal_sign round trip: the wallet signs through the relay and the signature verifies', async () => {
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: `Sign “${MESSAGE}”`, exact: true }).click()
    const request = await wallet.nextRequest()
    expect(request.method).toBe('personal_sign')
    await wallet.approveRequest(request)
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address: wallet.evmAccount.address as Address, message: MESSAGE, signature })).toBe(true)
  })

  it('a reload restores the session without pairing again', async () => {
    await page.reload()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(wallet.evmAccount.address)
    expect(wallet.pendingProposals()).toHaveLength(0)
  })

  it("the wallet's disconnect is reflected in the page", async () => {
    await wallet.disconnect()
    await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
  })

  it('a pairing about to expire is replaced by a fresh URI (lifetime 15 s: replaced once 10 s or less remain)', async () => {
    await context.close()
    await openPage('?pairingLifetime=15000')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /^WalletConnect/ }).click()
    const code = walletConnectDialog().getByRole('img', { name: 'WalletConnect QR code' })
    await code.waitFor()
    const first = await code.getAttribute('data-value')
    expect(first).toMatch(/^wc:/)
    await expect.poll(async () => code.getAttribute('data-value'), { timeout: 15_000 }).not.toBe(first)
    // The fresh code is shown for 5 s: it reads back as the new URI.
    const shown = await code.getAttribute('data-value')
    expect(await readQrCode(code)).toBe(shown)
    expect(shown).not.toBe(first)
  })

  it('with sign-in required and only eip155 chains, the wallet signs in while pairing (one-click auth): no Sign In prompt, and the session verifies on the server entry', async () => {
    const siwx = await startSiwxHttpServer(new URL(demo.url).host)
    const siwxServer = siwx.server
    try {
      await context.close()
      await openPage(`?namespaces=eip155&siwx=required&siwxServer=${siwx.url}`)
      const uri = await scanQrCode()
      await wallet.pair(uri)
      const authentication = await wallet.nextAuthentication()
      expect(authentication.params.authPayload.chains).toEqual(['eip155:31337', 'eip155:31338'])
      await wallet.approveAuthentication(authentication)
      await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
      await expect.poll(async () => (await page.evaluate(() => localStorage.getItem('@portico/siwx-sessions'))) ?? '[]').not.toBe('[]')
      const [session] = JSON.parse((await page.evaluate(() => localStorage.getItem('@portico/siwx-sessions'))) ?? '[]') as unknown[]
      const verified = await siwxServer.verifySession(session)
      expect(verified.address).toBe(wallet.evmAccount.address)
      expect(await page.getByRole('dialog', { name: 'Sign In' }).count()).toBe(0)
      expect(wallet.pendingProposals()).toHaveLength(0)
    } finally {
      await siwx.stop()
    }
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
