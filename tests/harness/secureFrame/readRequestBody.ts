import type { IncomingMessage } from 'node:http'
import { BackendError } from './BackendError.ts'

const maxBodyBytes = 64 * 1024

/** Reads a request's body as text, refusing more than 64 KiB. */
export async function readRequestBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer)
    size += bytes.length
    if (size > maxBodyBytes) throw new BackendError('The request is too large', 413)
    chunks.push(bytes)
  }
  return Buffer.concat(chunks).toString('utf8')
}
