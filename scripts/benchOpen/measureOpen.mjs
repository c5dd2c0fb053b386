// One benchmark run: a fresh browser context (empty cache), the host page loaded with pageProbe.js,
// the Connect button clicked (by Playwright once the page has settled, or by the page itself in
// the first frame the button is usable), then the probe's frames, the layout shifts and the
// resource timing entries read back.
import { fileURLToPath } from 'node:url'

const probe = fileURLToPath(new URL('./pageProbe.js', import.meta.url))
export const OBSERVE_MS = 3000
// After the complete list, the bytes still fetched within this much count as bytes on open.
export const BYTES_AFTER_COMPLETE_MS = 1000

/** In the page: waits for an idle callback, then until no resource has loaded for 500 ms. */
async function settle() {
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 }))
  let count = -1
  let quietSince = performance.now()
  while (performance.now() - quietSince < 500) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const next = performance.getEntriesByType('resource').length
    if (next !== count) [count, quietSince] = [next, performance.now()]
  }
}

/** In the page: every navigation and resource entry, in the page's clock. */
function resourceEntries() {
  return [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => ({
    url: entry.name,
    start: entry.startTime,
    end: entry.responseEnd,
    body: entry.encodedBodySize,
    transfer: entry.transferSize,
  }))
}

/** Loads `url` in a new context of `browser`, opens the modal and returns what the page recorded. */
export async function measureOpen(browser, url, { early }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.addInitScript((options) => {
      window.__benchOptions = options
    }, { early, observeMs: OBSERVE_MS })
    await page.addInitScript({ path: probe })
    await page.goto(url, { waitUntil: early ? 'commit' : 'load' })
    let beforeClick
    if (!early) {
      await page.evaluate(settle)
      beforeClick = await page.evaluate(() => performance.now())
      await page.click('button.pc-connect-button')
    }
    await page.waitForFunction(() => window.__bench.done, undefined, { timeout: 30_000, polling: 100 })
    const bench = await page.evaluate(() => window.__bench)
    // Bytes on open count until the list is complete plus a second: wait that long when needed.
    const complete = completeAt(bench.frames)
    const until = (complete ?? bench.clickAt + OBSERVE_MS) + BYTES_AFTER_COMPLETE_MS
    await page.waitForFunction((time) => performance.now() >= time, until, { timeout: 30_000, polling: 50 })
    const entries = await page.evaluate(resourceEntries)
    return { ...bench, beforeClick: beforeClick ?? bench.clickAt, until, entries, errors }
  } finally {
    await context.close()
  }
}

/** The time of the frame from which the ordered row list stays as it ends; undefined when it ends empty. */
export function completeAt(frames) {
  const last = frames.at(-1)
  if (!last || last.rows.length === 0) return undefined
  const final = last.rows.join('\n')
  let index = frames.length - 1
  while (index > 0 && frames[index - 1].rows.join('\n') === final) index -= 1
  return frames[index].t
}
