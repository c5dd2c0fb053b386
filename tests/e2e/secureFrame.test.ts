import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { AppToFrameMessage } from '@portico/adapter-embedded'
import { frameProtocolVersion } from '@portico/adapter-embedded'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, getAddress, http, verifyMessage } from 'viem'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../harness/anvil.ts'
import type { AnvilChain } from '../harness/anvil.ts'
import type { FrameTestApp } from '../harness/secureFrame/FrameTestApp.ts'
import type { SecureFrame } from '../harness/secureFrame/SecureFrame.ts'
import { startFrameTestApp } from '../harness/secureFrame/startFrameTestApp.ts'
import { startSecureFrame } from '../harness/secureFrame/startSecureFrame.ts'
import type { FrameTestAnswer } from '../harness/secureFrame/testAppPage/FrameTestApi.ts'
import { launchChromium } from './launchChromium.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'

const email = 'ada@example.com'
const receiver: Address = '0x000000000000000000000000000000000000dEaD'

/** A page on a third loopback origin, not allowed by the frame: it embeds the frame and records every message it gets. */
function startForeignPage(frameUrl: string): Promise<Server> {
  const frameOrigin = new URL(frameUrl).origin
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Foreign app</title><link rel="icon" href="data:,"></head><body>
<iframe title="Portico secure frame" src="${frameUrl}?projectId=test&chainId=31337"></iframe>
<script>
  window.received = []
  window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }))
  window.sendToFrame = (message) => document.querySelector('iframe').contentWindow.postMessage(message, ${JSON.stringify(frameOrigin)})
</script></body></html>`
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.end(html)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

describe('the reference secure frame in Chromium', () => {
  let anvil: AnvilChain
  let frame: SecureFrame
  let app: FrameTestApp
  let foreign: Server
  let browser: Browser
  let page: Page
  const requested: string[] = []

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    app = await startFrameTestApp()
    frame = await startSecureFrame({ chains: { 31337: anvil.rpcUrl }, allowedAppOrigins: [app.origin] })
    foreign = await startForeignPage(frame.url)
    browser = await launchChromium()
    page = await browser.newPage()
    page.context().on('request', (sent) => requested.push(sent.url()))
  })

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => (foreign ? foreign.close(resolve) : resolve(undefined)))
    await frame?.stop()
    await app?.stop()
    await anvil?.stop()
  })

  function request(message: AppToFrameMessage): Promise<FrameTestAnswer> {
    return page.evaluate((sent) => window.porticoFrameTest!.request(sent), message)
  }

  async function succeed(message: AppToFrameMessage): Promise<unknown> {
    const answer = await request(message)
    if (!answer.ok) throw new Error(`${message.type} failed: ${answer.message} (${answer.code})`)
    return answer.payload
  }

  it('logs in by e-mail, signs and sends on anvil', async () => {
    await page.goto(`${app.url}?frame=${encodeURIComponent(frame.url)}&chainId=31337`)
    await page.waitForFunction(() => window.porticoFrameTest?.events.some((event) => event.type === '@portico/frame/READY'), undefined, { timeout: 90_000 })
    expect(await page.evaluate(() => window.porticoFrameTest!.events.find((event) => event.type === '@portico/frame/READY'))).toEqual({
      type: '@portico/frame/READY',
      payload: { version: frameProtocolVersion },
    })

    expect(await request({ type: '@portico/app/GET_USER', payload: {} })).toEqual({ ok: false, message: 'Not connected', code: undefined })
    expect(await succeed({ type: '@portico/app/CONNECT_EMAIL', payload: { email } })).toEqual({ action: 'VERIFY_OTP' })
    const code = frame.mailbox.latestCode(email)
    expect(code).toMatch(/^\d{6}$/)
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await request({ type: '@portico/app/CONNECT_OTP', payload: { otp: wrong } })).toEqual({ ok: false, message: 'Invalid code', code: undefined })
    await succeed({ type: '@portico/app/CONNECT_OTP', payload: { otp: code! } })
    const session = await page.evaluate(() => window.porticoFrameTest!.events.find((event) => event.type === '@portico/frame/SESSION_UPDATE'))
    expect(session).toMatchObject({ payload: { token: expect.any(String) } })
    expect(await succeed({ type: '@portico/app/IS_CONNECTED', payload: {} })).toEqual({ isConnected: true })

    const user = (await succeed({ type: '@portico/app/GET_USER', payload: { chainId: 31337 } })) as { address: Address; email: string }
    expect(user).toMatchObject({ chainId: 31337, smartAccountDeployed: false, email, preferredAccountType: 'eoa' })
    expect(user.address).toBe(getAddress(user.address))
    expect(await succeed({ type: '@portico/app/GET_CHAIN_ID' })).toEqual({ chainId: 31337 })
    expect(await request({ type: '@portico/app/SWITCH_NETWORK', payload: { chainId: 1 } })).toEqual({ ok: false, message: 'Unrecognized chain', code: 4902 })

    const message = 'Hello from the Portico secure frame test'
    const { result: signature } = (await succeed({ type: '@portico/app/RPC_REQUEST', payload: { method: 'personal_sign', params: [message, user.address] } })) as { result: Hex }
    expect(await verifyMessage({ address: user.address, message, signature })).toBe(true)
    expect(await request({ type: '@portico/app/RPC_REQUEST', payload: { method: 'personal_sign', params: [message, receiver] } })).toMatchObject({ ok: false, code: 4100 })

    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await client.getBalance({ address: receiver })
    expect(await client.getBalance({ address: user.address })).toBeGreaterThan(0n)
    const { result: hash } = (await succeed({
      type: '@portico/app/RPC_REQUEST',
      payload: { method: 'eth_sendTransaction', params: [{ from: user.address, to: receiver, value: '0x1' }] },
    })) as { result: Hex }
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(before + 1n)
    expect(await succeed({ type: '@portico/app/RPC_REQUEST', payload: { method: 'eth_getBalance', params: [receiver, 'latest'] } })).toEqual({ result: `0x${(before + 1n).toString(16)}` })

    const { result: batch } = (await succeed({
      type: '@portico/app/RPC_REQUEST',
      payload: { method: 'wallet_sendCalls', params: [{ calls: [{ to: receiver, value: '0x2' }, { to: receiver, value: '0x3' }], chainId: '0x7a69', from: user.address }] },
    })) as { result: { id: string } }
    const status = (await succeed({ type: '@portico/app/RPC_REQUEST', payload: { method: 'wallet_getCallsStatus', params: [batch.id] } })) as { result: { status: number; receipts: unknown[] } }
    expect(status.result).toMatchObject({ version: '2.0.0', id: batch.id, chainId: '0x7a69', status: 200, atomic: false })
    expect(status.result.receipts).toHaveLength(2)
    expect(await client.getBalance({ address: receiver })).toBe(before + 6n)

    const solanaUser = (await succeed({ type: '@portico/app/GET_USER', payload: { chainId: 'localnet' } })) as { address: string }
    expect(solanaUser.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const solanaMessage = new TextEncoder().encode('Hello Solana')
    const { result: signed } = (await succeed({
      type: '@portico/app/RPC_REQUEST',
      payload: { method: 'solana_signMessage', params: { message: base58.encode(solanaMessage), pubkey: solanaUser.address } },
    })) as { result: { signature: string } }
    expect(ed25519.verify(base58.decode(signed.signature), solanaMessage, base58.decode(solanaUser.address))).toBe(true)
    await succeed({ type: '@portico/app/SWITCH_NETWORK', payload: { chainId: 31337 } })
  })

  it('logs in with the local OAuth stand-in in a popup', async () => {
    const { uri } = (await succeed({ type: '@portico/app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'github' } })) as { uri: string }
    expect(new URL(uri).origin).toBe(frame.origin)
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((authorizeUri) => {
        const opened = window.open(authorizeUri, 'portico-social')
        const result = new Promise<string>((resolve) => {
          window.addEventListener('message', (event) => {
            const data = event.data as { type?: unknown; uri?: unknown }
            if (event.source === opened && event.origin === new URL(authorizeUri).origin && data.type === '@portico/social/RESULT' && typeof data.uri === 'string') resolve(data.uri)
          })
        })
        ;(window as unknown as { socialResult: Promise<string> }).socialResult = result
      }, uri),
    ])
    await popup.getByRole('heading', { name: 'Sign in with Github (local stand-in)' }).waitFor()
    await popup.getByLabel('User name').fill('octo')
    await popup.getByRole('button', { name: 'Continue' }).click()
    const resultUri = await page.evaluate(() => (window as unknown as { socialResult: Promise<string> }).socialResult)
    expect(new URL(resultUri).pathname).toBe('/oauth/callback')
    await popup.close()
    const connected = (await succeed({ type: '@portico/app/CONNECT_SOCIAL', payload: { uri: resultUri } })) as { address: Address }
    expect(connected).toMatchObject({ chainId: 31337, userName: 'octo', email: null, preferredAccountType: 'eoa' })
    expect(connected.address).toBe(getAddress(connected.address))
    expect(await request({ type: '@portico/app/CONNECT_SOCIAL', payload: { uri: resultUri } })).toMatchObject({ ok: false, message: 'This login is not valid any more' })
  })

  it('logs in with the Farcaster stand-in', async () => {
    const { url } = (await succeed({ type: '@portico/app/GET_FARCASTER_URI' })) as { url: string }
    const connecting = succeed({ type: '@portico/app/CONNECT_FARCASTER' })
    const approvalPage = await browser.newPage()
    try {
      await approvalPage.goto(url)
      await approvalPage.getByLabel('User name').fill('grace')
      await approvalPage.getByRole('button', { name: 'Approve' }).click()
      expect(await connecting).toEqual({ userName: 'grace' })
    } finally {
      await approvalPage.close()
    }
    expect(await succeed({ type: '@portico/app/SIGN_OUT' })).toBeUndefined()
    expect(await succeed({ type: '@portico/app/IS_CONNECTED', payload: {} })).toEqual({ isConnected: false })
  })

  it('answers a page on an origin that is not allowed with the refusal only: ready, then "Unauthorized: origin not allowed" (4100)', async () => {
    const { port } = foreign.address() as AddressInfo
    const foreignPage = await browser.newPage()
    try {
      await foreignPage.goto(`http://127.0.0.1:${port}/`)
      const embedded = foreignPage.frameLocator('iframe')
      await embedded.getByText('This app is not allowed').waitFor({ timeout: 90_000 })
      await foreignPage.evaluate(() => (window as unknown as { sendToFrame(message: unknown): void }).sendToFrame({ type: '@portico/app/GET_CHAIN_ID', id: 'foreign1' }))
      // The allowed app gets its answer to the same request; the foreign page gets only the refusal.
      expect(await succeed({ type: '@portico/app/GET_CHAIN_ID', id: 'allowed1' })).toEqual({ chainId: 31337 })
      await foreignPage.waitForTimeout(1_000)
      expect(await foreignPage.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([
        { origin: frame.origin, data: { type: '@portico/frame/READY', payload: { version: frameProtocolVersion } } },
        { origin: frame.origin, data: { type: '@portico/frame/GET_CHAIN_ID_ERROR', id: 'foreign1', payload: { message: 'Unauthorized: origin not allowed', code: 4100 } } },
      ])
    } finally {
      await foreignPage.close()
    }
  })

  it('kept every request on 127.0.0.1', () => {
    expect(requested.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(requested)).toEqual([])
  })
})
