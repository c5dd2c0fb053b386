import type { Browser, Page } from 'playwright-core'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harnessEnv } from '../harness/harnessEnv.ts'
import { startHarness, type Harness } from '../harness/startHarness.ts'
import { launchChromium } from './launchChromium.ts'
import { startDemoServer } from './startDemoServer.ts'

describe('the demo host page in Chromium', () => {
  let harness: Harness
  let browser: Browser
  let server: ViteDevServer
  let url: string
  let page: Page
  const consoleErrors: string[] = []
  const foreignRequests: string[] = []

  beforeAll(async () => {
    harness = await startHarness()
    ;({ server, url } = await startDemoServer(harnessEnv(harness)))
    browser = await launchChromium()
    page = await browser.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(error.message))
    page.on('request', (request) => {
      const { hostname, protocol } = new URL(request.url())
      if (protocol.startsWith('http') && hostname !== '127.0.0.1') foreignRequests.push(request.url())
    })
    await page.goto(url)
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await harness?.stop()
  })

  it('opens the modal from the Connect button, as a labelled dialog with focus inside', async () => {
    const connect = page.getByRole('button', { name: /connect/i }).first()
    await connect.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect.poll(() => dialog.getAttribute('aria-labelledby')).toBeTruthy()
    await expect.poll(() => page.evaluate(() => document.querySelector('[role=dialog]')?.contains(document.activeElement) ?? false)).toBe(true)
    await expect.poll(() => page.getByRole('heading', { name: 'Connect Wallet' }).count()).toBeGreaterThan(0)
  })

  it('closes on Escape and gives focus back to the Connect button', async () => {
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const focusedName = await page.evaluate(() => document.activeElement?.textContent ?? '')
    expect(focusedName).toMatch(/connect/i)
  })

  it('logged no console error and requested nothing outside 127.0.0.1', () => {
    expect(consoleErrors).toEqual([])
    expect(foreignRequests).toEqual([])
  })
})
