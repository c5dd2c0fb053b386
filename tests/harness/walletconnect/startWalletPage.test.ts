import { UniversalProvider } from '@walletconnect/universal-provider'
import type { Browser } from 'playwright-core'
import { toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../e2e/launchChromium.ts'
import { startRelay } from './startRelay.ts'
import type { Relay } from './startRelay.ts'
import { startWalletPage } from './startWalletPage.ts'
import type { WalletPage } from './startWalletPage.ts'

describe('the demo wallet page', () => {
  let relay: Relay
  let walletPage: WalletPage
  let browser: Browser
  beforeAll(async () => {
    relay = await startRelay()
    walletPage = await startWalletPage({ relayUrl: relay.url })
    browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await browser.close()
    await walletPage.stop()
    await relay.stop()
  })

  it('pairs with a pasted URI, approves the proposal and a personal_sign with its buttons, on loopback only', async () => {
    const page = await browser.newPage()
    const pageRequests: string[] = []
    page.on('request', (request) => pageRequests.push(request.url()))
    page.on('websocket', (socket) => pageRequests.push(socket.url()))
    await page.goto(walletPage.url)
    await page.waitForFunction(() => document.body.dataset.state !== undefined, undefined, { timeout: 60_000 })
    expect(await page.evaluate(() => document.body.dataset.state)).toBe('ready')

    const dapp = await UniversalProvider.init({
      projectId: 'portico-demo',
      relayUrl: relay.url,
      customStoragePrefix: 'wallet-page-test-dapp',
      telemetryEnabled: false,
      logger: 'silent',
      metadata: { name: 'Page test dapp', description: 'A dapp in a test', url: 'http://127.0.0.1', icons: [] },
    })
    try {
      const uri = new Promise<string>((resolve) => dapp.once('display_uri', resolve))
      const connected = dapp.connect({ optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } } })
      await page.getByLabel('WalletConnect URI').fill(await uri)
      await page.getByRole('button', { name: 'Pair' }).click()
      await page.getByRole('button', { name: 'Approve the connection of Page test dapp' }).click()
      const session = await connected
      const address = session?.namespaces.eip155?.accounts[0]?.split(':')[2] as `0x${string}`
      // The dapp may hold the session before the page's approve call returns and announces it.
      await page.getByRole('status').filter({ hasText: 'Connected to Page test dapp.' }).waitFor({ timeout: 30_000 })
      expect(await page.getByRole('status').textContent()).toBe('Connected to Page test dapp.')

      const signature = dapp.request<`0x${string}`>({ method: 'personal_sign', params: [toHex('From the page'), address] }, 'eip155:31337')
      await page.getByRole('button', { name: 'Approve personal_sign' }).click()
      expect(await verifyMessage({ address, message: 'From the page', signature: await signature })).toBe(true)
      expect(pageRequests.length).toBeGreaterThan(0)
      expect(pageRequests.filter((url) => !/^(https?|wss?):\/\/127\.0\.0\.1[:/]/.test(url))).toEqual([])
    } finally {
      await dapp.client.core.relayer.transportClose().catch(() => undefined)
    }
  }, 90_000)
})
