import type { IncomingMessage } from 'node:http'

/** What reading a request's JSON body gave: the value, or why it was refused (too large, not JSON). */
export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413; error: string }

/** Reads a request's body as JSON, at most `limitBytes` (a larger body is refused without reading on). */
export async function readJsonBody(request: IncomingMessage, limitBytes: number): Promise<JsonBody> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limitBytes) return { ok: false, status: 413, error: `The body is larger than ${limitBytes} bytes` }
    chunks.push(chunk)
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }
  } catch {
    return { ok: false, status: 400, error: 'The body is not JSON' }
  }
}
