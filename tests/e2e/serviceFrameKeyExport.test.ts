// Key export on the deployed secure frame (issue 31: "A user can export their private key from the
// frame after a fresh confirmation"), on the service with PGlite: the app asks, the frame re-asks the
// recovery password (a wrong one reveals nothing), joins the key from its shares and shows it in the
// frame only. A listener in the app page records every window message it receives, and every
// request the page (its frames included) makes is recorded with its headers and body: the key is in
// none of them, and the same check finds it where the test plants it.
import { base58 } from '@scure/base'
import type { BrowserContext, Page, Request } from 'playwright-core'
import type { Address, Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServiceFrameSetup, type ServiceFrameSetup } from './serviceFrameSetup.ts'

const EMAIL = 'ada.export@portico.example'
const PASSWORD = 'a passphrase only ada knows'

declare global {
  interface Window {
    /** Every message event's data the app's window received, serialized. */
    appMessages?: string[]
  }
}

/** What left the app page: each request (URL, headers, body) and each WebSocket frame it sent. */
interface Outgoing {
  requests: string[]
}

function describeRequest(request: Request): string {
  return [request.method(), request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join('\n')
}

describe('key export on the deployed secure frame', () => {
  let setup: ServiceFrameSetup
  let device: BrowserContext
  let page: Page
  let address: Address
  const outgoing: Outgoing = { requests: [] }

  /** Where `secret` (as given, and in lower-case hex without 0x for a hex key) shows in what the app received or the page sent. */
  async function placesOf(secret: string): Promise<string[]> {
    const needles = [secret, secret.replace(/^0x/, '').toLowerCase()]
    const holds = (text: string) => needles.some((needle) => text.toLowerCase().includes(needle.toLowerCase()))
    const messages = (await page.evaluate(() => window.appMessages ?? [])).filter(holds).map(() => 'a message to the app')
    const requests = outgoing.requests.filter(holds).map(() => 'a request')
    return [...messages, ...requests]
  }

  beforeAll(async () => {
    setup = await startServiceFrameSetup()
    device = await setup.newDevice()
    await device.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(setup.frameUrl).origin })
    page = await setup.openApp(device, { solana: '1' })
    page.on('request', (request) => outgoing.requests.push(describeRequest(request)))
    page.on('websocket', (socket) => socket.on('framesent', (frame) => outgoing.requests.push(`${socket.url()}\n${String(frame.payload)}`)))
    await page.evaluate(() => {
      window.appMessages = []
      window.addEventListener(
        'message',
        (event: MessageEvent<unknown>) => {
          let text: string
          try {
            text = JSON.stringify(event.data) ?? String(event.data)
          } catch {
            text = String(event.data)
          }
          window.appMessages?.push(text)
        },
        true,
      )
    })
  }, 240_000)

  afterAll(async () => {
    await setup?.stop()
  })

  it('logs in by e-mail and seals a new wallet with a password', async () => {
    await setup.submitEmail(page, EMAIL)
    await setup.enterCode(page, EMAIL, 1)
    await setup.createPassword(page, PASSWORD)
    address = await setup.connectedAddress(page)
    await page.keyboard.press('Escape')
  }, 240_000)

  it('refuses a wrong password without revealing anything, takes the right one, shows the key of the connected address in the frame only, and answers the app EXPORTED', async () => {
    const frame = setup.frameOf(page)
    const exported = page.evaluate(() => window.serviceFrameApp?.exportPrivateKey())
    await frame.getByRole('heading', { name: 'Export your private key' }).waitFor()
    const password = frame.getByLabel('Password', { exact: true })
    await password.fill('not the passphrase')
    await password.press('Enter')
    await expect.poll(() => frame.getByRole('alert').textContent()).toBe('Wrong password. Try again.')
    // Refused: the form asks again, and no key field exists.
    expect(await frame.getByLabel('EVM private key').count()).toBe(0)
    expect(await frame.locator('textarea').count()).toBe(0)
    expect(await page.evaluate(() => (window.appMessages ?? []).filter((text) => text.includes('EXPORT_PRIVATE_KEY_')).length)).toBe(0)

    await password.fill(PASSWORD)
    await password.press('Enter')
    await frame.getByRole('heading', { name: 'Your private key' }).waitFor()
    await frame.getByText('Anyone with this key controls your wallet').waitFor()
    const evmKey = (await frame.getByLabel('EVM private key').inputValue()) as Hex
    expect(evmKey).toMatch(/^0x[0-9a-f]{64}$/)
    expect(privateKeyToAddress(evmKey)).toBe(address)
    const solanaKey = await frame.getByLabel('Solana private key').inputValue()
    const keypair = base58.decode(solanaKey)
    expect(keypair).toHaveLength(64)
    expect(base58.encode(keypair.slice(32))).toBe(await page.evaluate(() => window.serviceFrameApp?.solanaAddress()))

    // Copy puts the key on the clipboard from inside the frame (read back in a tab of the frame's
    // origin: the frame itself is delegated clipboard-write only).
    await frame.getByRole('button', { name: 'Copy' }).first().click()
    await expect.poll(() => frame.locator('#export-copy-status').textContent()).toBe('Copied')
    const clipboardReader = await device.newPage()
    await clipboardReader.goto(`${setup.frameUrl}/`)
    await clipboardReader.bringToFront()
    expect(await clipboardReader.evaluate(() => navigator.clipboard.readText())).toBe(evmKey)
    await clipboardReader.close()
    await page.bringToFront()
    const framePage = page.frames().find((candidate) => candidate.url().startsWith(setup.frameUrl))

    await frame.getByRole('button', { name: 'Done' }).click()
    await expect(exported).resolves.toEqual({ outcome: 'EXPORTED' })
    expect(await frame.locator('textarea').count()).toBe(0)
    expect(await page.locator('iframe[data-portico-secure-frame]').getAttribute('aria-hidden')).toBe('true')

    // The app got its answer, and neither key: not in a message it received, not in any request.
    expect(await page.evaluate(() => (window.appMessages ?? []).filter((text) => text.includes('EXPORT_PRIVATE_KEY_SUCCESS')))).toEqual([
      expect.stringContaining('"outcome":"EXPORTED"'),
    ])
    expect(outgoing.requests.length).toBeGreaterThan(5)
    expect(await placesOf(evmKey)).toEqual([])
    expect(await placesOf(solanaKey)).toEqual([])
    expect(await placesOf(base58.encode(keypair.slice(0, 32)))).toEqual([])

    // Positive control: the same check finds the key once the test plants it in a message from the
    // frame to the app and in a request of the page.
    await framePage?.evaluate((key) => window.parent.postMessage({ planted: key }, '*'), evmKey)
    await page.evaluate((key) => fetch(`${location.origin}/planted`, { method: 'POST', body: key.slice(2) }).catch(() => undefined), evmKey)
    await expect.poll(() => placesOf(evmKey)).toEqual(['a message to the app', 'a request'])
  }, 240_000)

  it('Cancel answers the app CANCELLED and shows no key; the wallet still signs', async () => {
    const frame = setup.frameOf(page)
    const exported = page.evaluate(() => window.serviceFrameApp?.exportPrivateKey())
    await frame.getByRole('heading', { name: 'Export your private key' }).waitFor()
    await frame.getByRole('button', { name: 'Cancel' }).click()
    await expect(exported).resolves.toEqual({ outcome: 'CANCELLED' })
    expect(await frame.locator('textarea').count()).toBe(0)
    const signature = page.evaluate((text) => window.serviceFrameApp?.sign(text), 'After the export')
    await setup.approveInModal(page)
    expect(await setup.reader().verifyMessage({ address, message: 'After the export', signature: (await signature) as Hex })).toBe(true)
  }, 120_000)
})
