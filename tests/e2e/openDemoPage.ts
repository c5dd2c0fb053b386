import type { BrowserContext, Page } from 'playwright-core'
import type { RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

/** A fresh browser context (nothing stored) on the demo, its requests and console errors recorded into `log`. */
export async function openDemoPage(demo: RunningDemo, log: PageLog, search = '', timeoutMs = 15_000): Promise<{ context: BrowserContext; page: Page }> {
  const context = await demo.browser.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(timeoutMs)
  watchPage(page, log)
  await page.goto(`${demo.url}${search}`)
  return { context, page }
}
