import { readFile, stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import type { Answer } from '../api/Answer.ts'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

const notFound: Answer = { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } }

/** A file of the built frame page: `/` is `index.html`; a path that leaves `pageDir` (`..`, an absolute or encoded escape) or names no file is a 404. */
export async function staticFileAnswer(pageDir: string | undefined, pathname: string): Promise<Answer> {
  if (pageDir === undefined) return notFound
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return notFound
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return notFound
  const root = resolve(pageDir)
  const file = resolve(root, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`)
  if (!file.startsWith(root + sep)) return notFound
  try {
    if (!(await stat(file)).isFile()) return notFound
    return { status: 200, body: await readFile(file), contentType: contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream' }
  } catch {
    return notFound
  }
}
