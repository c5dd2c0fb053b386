import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiwxRequestHandler, createSiwxServer } from '@portico/plugin-siwx/server'
import type { SiwxServer } from '@portico/plugin-siwx/server'

/** A SIWX server entry for a page's domain, served on 127.0.0.1 (`GET /siwx/nonce`, `POST /siwx/verify`). */
export async function startSiwxHttpServer(domain: string): Promise<{ server: SiwxServer; url: string; stop(): Promise<void> }> {
  const server = createSiwxServer({ domain })
  const handler = createSiwxRequestHandler(server)
  const http = createServer((request, response) => {
    void handler(request, response).then((handled) => {
      if (!handled) response.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  return {
    server,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => http.close(() => resolve())),
  }
}
