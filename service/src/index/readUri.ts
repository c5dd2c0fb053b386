import { withDeadline } from '../withDeadline.ts'

/** What a URI names: its bytes and media type (`application/octet-stream` when not said). */
export interface UriContent {
  bytes: Uint8Array
  contentType: string
}

/** Limits of `readUri`. */
export interface UriLimits {
  maxBytes: number
  timeoutMs: number
}

function readDataUri(uri: string, maxBytes: number): UriContent {
  const comma = uri.indexOf(',')
  if (comma < 0) throw new Error('a data: URI without a comma')
  const header = uri.slice('data:'.length, comma).split(';').map((part) => part.trim())
  const base64 = header.at(-1)?.toLowerCase() === 'base64'
  const contentType = (header[0] || 'text/plain').toLowerCase()
  const raw = uri.slice(comma + 1)
  let payload = raw
  try {
    payload = decodeURIComponent(raw)
  } catch {
    // Not percent-encoded after all (a bare `%` in raw JSON): taken as it is.
  }
  const bytes = base64 ? Uint8Array.from(Buffer.from(payload.replace(/\s/g, ''), 'base64')) : new TextEncoder().encode(payload)
  if (bytes.length > maxBytes) throw new Error(`a data: URI of more than ${maxBytes} bytes`)
  return { bytes, contentType }
}

async function readHttpUri(uri: string, limits: UriLimits): Promise<UriContent> {
  return withDeadline(limits.timeoutMs, (signal) => readHttpUriWith(uri, limits.maxBytes, signal))
}

async function readHttpUriWith(uri: string, maxBytes: number, signal: AbortSignal): Promise<UriContent> {
  const response = await fetch(uri, { signal, redirect: 'follow' })
  if (!response.ok) throw new Error(`${uri} answered ${response.status}`)
  const declared = Number(response.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new Error(`${uri} is larger than ${maxBytes} bytes`)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  for (;;) {
    if (!reader) break
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > maxBytes) {
      await reader.cancel()
      throw new Error(`${uri} is larger than ${maxBytes} bytes`)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  const contentType = (response.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]?.trim().toLowerCase() || 'application/octet-stream'
  return { bytes, contentType }
}

/** Reads a `data:` URI (base64 or percent-encoded) or fetches an http(s) one, within a size limit and a timeout; throws for any other scheme. */
export async function readUri(uri: string, limits: UriLimits): Promise<UriContent> {
  const trimmed = uri.trim()
  if (/^data:/i.test(trimmed)) return readDataUri(trimmed, limits.maxBytes)
  if (/^https?:\/\//i.test(trimmed)) return readHttpUri(trimmed, limits)
  throw new Error(`unsupported URI scheme: ${trimmed.slice(0, 40)}`)
}
