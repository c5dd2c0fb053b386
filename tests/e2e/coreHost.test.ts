// A host page written as AppKit's React core guide (demo/src/hosts/coreHost.tsx): no chain
// adapters, the host's own UniversalProvider given to createAppKit of @portico/kernel/react-core.
// The modal's WalletConnect pairs through that provider over the harness's local relay with a
// WalletKit wallet; the page reads the account and signs through useAppKitProvider('eip155').
import type { BrowserContext, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestWalletKit } from '../harness/walletconnect/startTestWalletKit.ts'
import type { TestWalletKit } from '../harness/walletconnect/TestWalletKit.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { openDemoPage } from './openDemoPage.ts'
import { readQrCode } from './readQrCode.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

describe('a core host (createAppKit with a universalProvider, no adapters) through the local relay', () => {
  let demo: RunningDemo
  let wallet: TestWalletKit
  let context: BrowserContext | undefined
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  const walletConnectDialog = () => page.getByRole('dialog', { name: 'WalletConnect' })

  beforeAll(async () => {
    demo = await startDemo()
    wallet = await startTestWalletKit({
      relayUrl: demo.harness.relayUrl,
      projectId: demo.harness.projectService.projectId,
      storagePrefix: 'e2e-core-wallet',
      requestPolicy: 'ask',
    })
    ;({ context, page } = await openDemoPage(demo, log, 'hosts/core.html', 30_000))
  })

  afterAll(async () => {
    await context?.close()
    await wallet?.stop()
    await demo?.stop()
  })

  it("pairs through the host's universal provider: the wallet is asked for the page's networks and the page reads its account", async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /^WalletConnect/ }).click()
    const code = walletConnectDialog().getByRole('img', { name: 'WalletConnect QR code' })
    await code.waitFor()
    const uri = await readQrCode(code)
    if (!uri) throw new Error('The QR code did not read')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    const proposal = await wallet.nextProposal()
    const requested = Object.values({ ...proposal.params.requiredNamespaces, ...proposal.params.optionalNamespaces }).flatMap((namespace) => namespace.chains ?? [])
    expect(requested.sort()).toEqual(['eip155:31337', 'eip155:31338'])
    await wallet.approve(proposal)
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(wallet.evmAccount.address)
    expect(await page.getByTestId('chain').textContent()).toBe('31337')
  })

  it('signs with personal_sign through the universal provider: the wallet gets the request and the signature verifies', async () => {
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Sign message' }).click()
    const request = await wallet.nextRequest()
    expect(request.method).toBe('personal_sign')
    expect(request.chainId).toBe('eip155:31337')
    await wallet.approveRequest(request)
    await expect.poll(() => page.getByTestId('result').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('result').textContent()) as Hex
    expect(await verifyMessage({ address: wallet.evmAccount.address as Address, message: 'Hello Reown AppKit!', signature })).toBe(true)
  })

  it("a reload restores the session from the host's provider without pairing again", async () => {
    await page.reload()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(wallet.evmAccount.address)
    expect(wallet.pendingProposals()).toHaveLength(0)
  })

  it("the wallet's disconnect is reflected in the page", async () => {
    await wallet.disconnect()
    await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
