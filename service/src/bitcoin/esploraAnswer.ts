import type * as t from 'io-ts'
import type { Answer } from '../api/Answer.ts'
import { decodeWith } from '../decodeWith.ts'
import { withDeadline } from '../withDeadline.ts'

/** One call of an Esplora API: a GET whose JSON answer is checked with `codec`, or a POST of `body` (a broadcast, answered by the txid as text). */
export interface EsploraCall {
  baseUrl: string
  path: string
  timeoutMs: number
  codec?: t.Decoder<unknown, unknown>
  body?: string
}

function upstreamError(error: string): Answer {
  return { status: 502, body: { error, code: 'UPSTREAM_ERROR' } }
}

/**
 * The answer of an Esplora API call: the decoded JSON (GET) or `{ txid }` (POST /tx). A POST the
 * node refuses (4xx) is a 400 TRANSACTION_REJECTED with the node's text; any other failure, an
 * answer of the wrong shape or none within `timeoutMs` is a 502 UPSTREAM_ERROR.
 */
export async function esploraAnswer(call: EsploraCall): Promise<Answer> {
  const url = `${call.baseUrl.replace(/\/+$/, '')}${call.path}`
  let response: Response
  let text: string
  try {
    ;({ response, text } = await withDeadline(call.timeoutMs, async (signal) => {
      const response = await fetch(url, { signal, ...(call.body === undefined ? {} : { method: 'POST', body: call.body, headers: { 'content-type': 'text/plain' } }) })
      return { response, text: await response.text().catch(() => '') }
    }))
  } catch (error) {
    return upstreamError(`The Esplora API did not answer: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (call.body !== undefined) {
    if (response.status >= 400 && response.status < 500) return { status: 400, body: { error: text.slice(0, 500) || `Refused (${response.status})`, code: 'TRANSACTION_REJECTED' } }
    const txid = text.trim()
    if (!response.ok || !/^[0-9a-f]{64}$/.test(txid)) return upstreamError(`The Esplora API answered ${response.status} to a broadcast`)
    return { status: 200, body: { txid } }
  }
  if (!response.ok) return upstreamError(`The Esplora API answered ${response.status} to ${call.path}`)
  try {
    return { status: 200, body: decodeWith(call.codec as t.Decoder<unknown, unknown>, JSON.parse(text), `The Esplora answer to ${call.path}`) }
  } catch (error) {
    return upstreamError(error instanceof Error ? error.message : String(error))
  }
}
