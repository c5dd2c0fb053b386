import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
}

/** A built page served on 127.0.0.1: its URL and how to stop it. */
export interface BuiltPageServer {
  url: string
  stop(): Promise<void>
}

/**
 * Serves a production build's folder on a free port of 127.0.0.1, each answer with `headers` (such
 * as a Content-Security-Policy). `rewrite`, when given, changes the text of each HTML and JavaScript
 * file before it is sent (the built demo's placeholders, `startDemo`).
 */
export async function serveBuiltPage(directory: string, headers: Record<string, string> = {}, rewrite?: (text: string) => string): Promise<BuiltPageServer> {
  // A build does not change while it is served: each file is rewritten once, on its first request.
  const rewritten = new Map<string, Promise<string>>()
  const bodyOf = (file: string): Promise<Buffer | string> => {
    if (!rewrite || !(file.endsWith('.js') || file.endsWith('.html'))) return readFile(file)
    const known = rewritten.get(file)
    if (known) return known
    const body = readFile(file, 'utf8').then(rewrite)
    rewritten.set(file, body)
    body.catch(() => rewritten.delete(file))
    return body
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const file = normalize(join(directory, path === '/' ? 'index.html' : path))
    if (!file.startsWith(directory + sep)) {
      response.writeHead(404).end()
      return
    }
    bodyOf(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store', ...headers }).end(body)
      },
      () => response.writeHead(404, headers).end('not found'),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
