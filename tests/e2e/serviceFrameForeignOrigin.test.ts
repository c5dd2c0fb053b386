// The deployed secure frame embedded by an origin its project does not allow (issue 31: "a frame
// embedded by an origin the project does not allow refuses every request (4100)"), in Chromium: the
// browser refuses to frame it (the page's CSP frame-ancestors), and behind a proxy that drops that
// header the page itself answers the foreign app only its refusal; once allowed, the same page is served.
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { frameProtocolVersion } from '@portico/adapter-embedded'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServiceFrameSetup, serviceFrameProjectId, type ServiceFrameSetup } from './serviceFrameSetup.ts'

/** What the foreign page recorded: every message it got, with the sender's origin. */
type Received = { origin: string; data: unknown }[]

/** A page on another loopback origin, which the project does not allow: it embeds the frame and records every message it gets. */
function startForeignPage(frameSrc: string): Promise<Server> {
  const frameOrigin = new URL(frameSrc).origin
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Foreign app</title><link rel="icon" href="data:,"></head><body>
<iframe title="Portico secure frame" src="${frameSrc}"></iframe>
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

describe('the deployed secure frame embedded by an origin its project does not allow', () => {
  let setup: ServiceFrameSetup
  let foreign: Server
  let foreignUrl: string
  let frameSrc: string

  beforeAll(async () => {
    setup = await startServiceFrameSetup()
    frameSrc = `${setup.frameUrl}/?${new URLSearchParams({ projectId: serviceFrameProjectId, chainId: 'eip155:31337' }).toString()}`
    foreign = await startForeignPage(frameSrc)
    foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`
  }, 240_000)

  afterAll(async () => {
    await new Promise((resolve) => (foreign ? foreign.close(resolve) : resolve(undefined)))
    await setup?.stop()
  })

  async function openForeignPage(): Promise<Page> {
    const page = await (await setup.newDevice()).newPage()
    page.setDefaultTimeout(60_000)
    return page
  }

  it('Chromium refuses to frame the page for the foreign origin (frame-ancestors), so nothing of the frame runs there', async () => {
    const page = await openForeignPage()
    const refused = page.waitForEvent('console', { predicate: (message) => message.text().includes('frame-ancestors') && message.text().includes(setup.frameUrl) })
    await page.goto(foreignUrl)
    await refused
    expect(await page.evaluate(() => (window as unknown as { received: Received }).received)).toEqual([])
  })

  it('behind a proxy that drops the CSP header, the page itself answers the foreign app only its refusal: ready, then "Unauthorized: origin not allowed" (4100), and once allowed the same page is served', async () => {
    const page = await openForeignPage()
    await page.context().route(`${setup.frameUrl}/?**`, async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-security-policy']
      await route.fulfill({ response, headers })
    })
    await page.goto(foreignUrl)
    const embedded = page.frameLocator('iframe')
    await embedded.getByText('This app is not allowed').waitFor()
    await page.evaluate(() => (window as unknown as { sendToFrame(message: unknown): void }).sendToFrame({ type: '@portico/app/GET_CHAIN_ID', id: 'foreign1' }))
    await page.evaluate(() => (window as unknown as { sendToFrame(message: unknown): void }).sendToFrame({ type: '@portico/app/CONNECT_EMAIL', id: 'foreign2', payload: { email: 'mallory@portico.example' } }))
    const received = () => page.evaluate(() => (window as unknown as { received: Received }).received)
    await expect.poll(async () => (await received()).length).toBeGreaterThanOrEqual(3)
    expect(await received()).toEqual([
      { origin: setup.frameUrl, data: { type: '@portico/frame/READY', payload: { version: frameProtocolVersion } } },
      { origin: setup.frameUrl, data: { type: '@portico/frame/GET_CHAIN_ID_ERROR', id: 'foreign1', payload: { message: 'Unauthorized: origin not allowed', code: 4100, reason: 'ORIGIN_NOT_ALLOWED' } } },
      { origin: setup.frameUrl, data: { type: '@portico/frame/CONNECT_EMAIL_ERROR', id: 'foreign2', payload: { message: 'Unauthorized: origin not allowed', code: 4100, reason: 'ORIGIN_NOT_ALLOWED' } } },
    ])
    expect(setup.mail.messagesTo('mallory@portico.example')).toEqual([])

    // The control: once the project allows that origin, the same page there is served (the frame's header kept).
    await setup.service.setAllowedOrigins(serviceFrameProjectId, [setup.app.origin, new URL(foreignUrl).origin])
    try {
      const allowed = await openForeignPage()
      await allowed.goto(foreignUrl)
      const answers = () => allowed.evaluate(() => (window as unknown as { received: Received }).received)
      await expect.poll(async () => (await answers()).length).toBeGreaterThanOrEqual(1)
      await allowed.evaluate(() => (window as unknown as { sendToFrame(message: unknown): void }).sendToFrame({ type: '@portico/app/CONNECT_EMAIL', id: 'allowed1', payload: { email: 'alice@portico.example' } }))
      await expect.poll(() => setup.mail.messagesTo('alice@portico.example').length).toBe(1)
      expect(JSON.stringify(await answers())).not.toContain('origin not allowed')
    } finally {
      await setup.service.setAllowedOrigins(serviceFrameProjectId, [setup.app.origin])
    }
  }, 180_000)
})
