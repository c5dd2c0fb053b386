import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiwxRequestHandler, createSiwxServer } from '@portico/plugin-siwx/server'

/** Options of `startSiwxServerExample`. */
export interface SiwxServerExampleOptions {
  /** The port on 127.0.0.1; 4200 by default, 0 for any free one. */
  port?: number
  /** The page authorities sessions must be for; the demo page's by default. */
  domains?: string[]
}

/** The running example. */
export interface SiwxServerExample {
  url: string
  close(): Promise<void>
}

/**
 * A host backend in a few lines: `GET /siwx/nonce` issues a single-use nonce, `POST /siwx/verify`
 * checks a session the page signed (signature, domain, uri, network, nonce, times), for pages
 * served from loopback (CORS). A real backend would now set its own session cookie.
 */
export async function startSiwxServerExample(options: SiwxServerExampleOptions = {}): Promise<SiwxServerExample> {
  const siwx = createSiwxServer({ domain: options.domains ?? ['127.0.0.1:5173', 'localhost:5173'] })
  const handle = createSiwxRequestHandler(siwx)
  const server = createServer((request, response) => {
    handle(request, response)
      .then((handled) => {
        if (!handled) response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n')
      })
      .catch((error: unknown) => {
        console.error(error)
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
        response.end('Internal error\n')
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4200, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
