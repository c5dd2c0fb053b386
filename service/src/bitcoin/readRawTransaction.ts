import type { IncomingMessage } from 'node:http'

/** What reading a raw transaction body gave: its hex (lower case), or why it was refused. */
export type RawTransactionBody = { ok: true; hex: string } | { ok: false; status: 400 | 413; error: string }

// A standard transaction weighs at most 400,000 units: 400 kB, twice as many hex characters.
const limitCharacters = 800_000

/** Reads a request's body as a raw Bitcoin transaction in hex (white space around it ignored). */
export async function readRawTransaction(request: IncomingMessage): Promise<RawTransactionBody> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limitCharacters + 2) return { ok: false, status: 413, error: `The body is larger than ${limitCharacters} characters` }
    chunks.push(chunk)
  }
  const hex = Buffer.concat(chunks).toString('utf8').trim().toLowerCase()
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-f]+$/.test(hex)) return { ok: false, status: 400, error: 'The body is not a raw transaction in hex' }
  return { ok: true, hex }
}
