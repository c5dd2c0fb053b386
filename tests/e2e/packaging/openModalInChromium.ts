import { launchChromium } from '../launchChromium.ts'
import { offLoopbackRequests } from '../offLoopbackRequests.ts'

/** What a host page did in Chromium: its console warnings and errors, and requests off loopback. */
export interface HostPageReport {
  dialogOpened: boolean
  consoleMessages: string[]
  offLoopback: string[]
}

/**
 * Opens a host page, waits until React owns the Connect button (rendered, or hydrated after
 * server rendering), clicks it and waits for the modal (role=dialog). Every console warning or
 * error and page error of the visit is reported, with the requests that left 127.0.0.1.
 */
export async function openModalInChromium(url: string): Promise<HostPageReport> {
  const browser = await launchChromium()
  const consoleMessages: string[] = []
  const requests: string[] = []
  try {
    const page = await browser.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleMessages.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => consoleMessages.push(`page error: ${error.message}`))
    page.on('request', (request) => requests.push(request.url()))
    await page.goto(url)
    const button = page.getByRole('button', { name: /connect/i }).first()
    await button.waitFor()
    // React sets its props on the element once it renders or hydrates it: a click before that does nothing.
    await page.waitForFunction(() => {
      const element = [...document.querySelectorAll('button')].find((candidate) => /connect/i.test(candidate.textContent ?? ''))
      return element !== undefined && Object.keys(element).some((key) => key.startsWith('__reactProps'))
    })
    await page.waitForLoadState('networkidle')
    await button.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ timeout: 20_000 })
    await page.getByRole('heading', { name: 'Connect Wallet' }).first().waitFor({ timeout: 20_000 })
    return { dialogOpened: await dialog.isVisible(), consoleMessages, offLoopback: offLoopbackRequests(requests) }
  } finally {
    await browser.close()
  }
}
