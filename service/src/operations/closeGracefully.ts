import type { Server } from 'node:http'

/**
 * Stops `server` taking connections and lets the requests in flight finish: idle connections are
 * closed at once, busy ones once their answer is sent; after `graceMs` any still open are cut.
 */
export async function closeGracefully(server: Server, graceMs: number): Promise<void> {
  if (!server.listening) return
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  // Keep-alive connections go idle once answered: close them as they do.
  const closeIdle = setInterval(() => server.closeIdleConnections(), 50)
  const cut = setTimeout(() => server.closeAllConnections(), graceMs)
  try {
    await closed
  } finally {
    clearInterval(closeIdle)
    clearTimeout(cut)
  }
}
