import type { Page } from 'playwright-core'

/** What the pages of a test file did: every URL they requested and every console error. */
export interface PageLog {
  requests: string[]
  consoleErrors: string[]
}

/** Records a page's requests (HTTP and WebSocket) and console errors into `log`. */
export function watchPage(page: Page, log: PageLog): void {
  page.on('request', (request) => log.requests.push(request.url()))
  page.on('websocket', (socket) => log.requests.push(socket.url()))
  page.on('console', (message) => {
    if (message.type() === 'error') log.consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => log.consoleErrors.push(error.message))
}
