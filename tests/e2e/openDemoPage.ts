import type { BrowserContext, Page } from 'playwright-core'
import type { RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

/**
 * A fresh browser context (nothing stored) on a page of the demo, its requests and console errors
 * recorded into `log`. `path` follows the demo's url: '' for the demo, '?siwx=required' for it with
 * a query, 'hosts/wagmi.html' for a host page. `beforeLoad` prepares the page before it loads the
 * demo (init scripts, listeners).
 */
export async function openDemoPage(demo: RunningDemo, log: PageLog, path = '', timeoutMs = 15_000, beforeLoad?: (page: Page) => Promise<void>): Promise<{ context: BrowserContext; page: Page }> {
  const context = await demo.browser.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(timeoutMs)
  watchPage(page, log)
  await beforeLoad?.(page)
  await page.goto(`${demo.url}${path}`)
  return { context, page }
}
