import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemo, type RunningDemo } from './startDemo.ts'
import { watchPage, type PageLog } from './watchPage.ts'

describe('the modal backdrop (issue 34): the page behind the open modal is blurred and dimmed', () => {
  let demo: RunningDemo
  let context: BrowserContext | undefined
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  beforeAll(async () => {
    demo = await startDemo()
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('blurs the page behind the dialog, over the dim colour a browser without backdrop-filter shows alone', async () => {
    context = await demo.browser.newContext({ viewport: { width: 1000, height: 800 } })
    page = await context.newPage()
    page.setDefaultTimeout(30_000)
    watchPage(page, log)
    await page.goto(demo.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor()
    const backdrop = await dialog.evaluate((element) => {
      const overlay = element.closest('.pc-overlay')
      if (!overlay) throw new Error('the dialog has no overlay')
      const style = getComputedStyle(overlay)
      return { filter: style.backdropFilter, background: style.backgroundColor, covers: overlay.getBoundingClientRect().width === window.innerWidth }
    })
    expect(backdrop).toEqual({ filter: 'blur(8px)', background: 'rgba(0, 0, 0, 0.6)', covers: true })
    expect(log.consoleErrors).toEqual([])
  }, 120_000)
})
