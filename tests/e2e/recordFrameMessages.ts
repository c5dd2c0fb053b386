import type { Page } from 'playwright-core'

/**
 * Records the messages between the app and the secure frame of a page, as each side
 * receives them (type and the start of the payload, with the time since recording began), for a
 * test to print when it fails: what was asked of the frame and what it answered, in order.
 * Applies to what the page loads after the call, its frames included.
 */
export async function recordFrameMessages(page: Page): Promise<string[]> {
  const lines: string[] = []
  const startedAt = Date.now()
  page.on('console', (message) => {
    const text = message.text()
    if (text.startsWith('portico-frame-message ')) lines.push(`${Date.now() - startedAt} ms ${text.slice('portico-frame-message '.length)}`)
  })
  await page.addInitScript(() => {
    const side = window.parent === window ? 'app' : 'frame'
    window.addEventListener('message', (event: MessageEvent<unknown>) => {
      const data = event.data
      if (typeof data !== 'object' || data === null || !('type' in data) || typeof data.type !== 'string' || !data.type.startsWith('@portico/')) return
      const payload = 'payload' in data ? JSON.stringify(data.payload ?? null).slice(0, 200) : ''
      console.info('portico-frame-message', side, 'received', data.type, payload)
    })
  })
  return lines
}
