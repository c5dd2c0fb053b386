// The benchmark's loopback web server: serves a built directory on 127.0.0.1, every text file
// gzip-compressed (level 9, compressed once at start, so each run gets the same bytes) with
// Content-Length, nothing cacheable across runs (each run has a fresh browser context anyway).
import { createServer } from 'node:http'
import { readdir, readFile } from 'node:fs/promises'
import { extname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
}
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json'])

async function filesUnder(directory) {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** Serves `directory` on a free port of 127.0.0.1; resolves with its url, the gzip size of each path and `close`. */
export async function startStaticServer(directory) {
  const files = new Map()
  for (const file of await filesUnder(directory)) {
    const path = `/${relative(directory, file).split('\\').join('/')}`
    const extension = extname(file)
    const raw = await readFile(file)
    const gzip = compressible.has(extension)
    files.set(path, { body: gzip ? gzipSync(raw, { level: 9 }) : raw, gzip, type: types[extension] ?? 'application/octet-stream' })
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const file = files.get(path === '/' ? '/index.html' : path)
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    const headers = { 'content-type': file.type, 'content-length': file.body.length, 'cache-control': 'no-store' }
    if (file.gzip) Object.assign(headers, { 'content-encoding': 'gzip', vary: 'Accept-Encoding' })
    response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : file.body)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}`,
    gzipBytes: new Map([...files].map(([path, file]) => [path, file.body.length])),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
