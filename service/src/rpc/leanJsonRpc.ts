import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import type { IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import * as t from 'io-ts'
import { decodeWith } from '../decodeWith.ts'
import { readJsonBody } from './readJsonBody.ts'
import { withDeadline } from '../withDeadline.ts'

// Connections kept open between calls, one pool per protocol for the whole process.
const httpAgent = new HttpAgent({ keepAlive: true })
const httpsAgent = new HttpsAgent({ keepAlive: true })

/** An answer larger than this is refused, unread (the latest block without its transactions is a few kilobytes). */
const maxAnswerBytes = 8 * 1024 * 1024

const JsonRpcAnswer = t.union(
  [t.type({ error: t.type({ code: t.number, message: t.string }) }), t.type({ result: t.union([t.null, t.boolean, t.number, t.string, t.UnknownArray, t.UnknownRecord], 'a JSON value') })],
  'a JSON-RPC answer ({ result } or { error: { code, message } })',
)

/**
 * One JSON-RPC 2.0 call to the node at `rpcUrl` (http or https) over Node's own HTTP client with a
 * kept-alive connection: the `result`, or an Error for a JSON-RPC error, a status other than 200, an
 * answer that is not JSON-RPC or larger than 8 MiB, or no whole answer within `timeoutMs` (the call is then ended). For reads made on every request
 * (the latest block): viem's HTTP transport spends several times its CPU on the same call
 * (measured against anvil: 0.8 to 1.1 ms of CPU a call through viem, 0.2 to 0.4 ms through this).
 */
export async function leanJsonRpc(rpcUrl: string, method: string, params: readonly unknown[], timeoutMs: number): Promise<unknown> {
  const url = new URL(rpcUrl)
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })
  const secure = url.protocol === 'https:'
  // Bounded by withDeadline, whose timer ends with the call: AbortSignal.timeout's runs its whole time after every call and then
  // builds a DOMException with its stack (measured: the largest cost of a waiting process after the socket writes).
  let deadline: AbortSignal | undefined
  let value: unknown
  try {
    value = await withDeadline(timeoutMs, async (signal) => {
      deadline = signal
      const response = await new Promise<IncomingMessage>((resolve, reject) => {
        const outgoing = (secure ? httpsRequest : httpRequest)(
          url,
          { method: 'POST', agent: secure ? httpsAgent : httpAgent, headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(body) }, signal },
          resolve,
        )
        outgoing.on('error', reject)
        outgoing.end(body)
      })
      const read = await readJsonBody(response, maxAnswerBytes)
      // An answer too large is left unread: its connection is not used again.
      if (!read.ok && read.status === 413) response.destroy()
      if (response.statusCode !== 200) throw new Error(`${method} at ${url.origin} answered HTTP ${response.statusCode ?? 'with no status'}`)
      if (!read.ok) throw new Error(read.status === 413 ? `${method} at ${url.origin} answered more than ${maxAnswerBytes} bytes` : `${method} at ${url.origin} answered with no JSON`)
      return read.value
    })
  } catch (error) {
    // The deadline ended the call (its request, or the reading of its answer): said as such.
    if (deadline?.aborted) throw new Error(`${method} at ${url.origin} gave no answer within ${timeoutMs} ms`, { cause: error })
    throw error
  }
  const answer = decodeWith(JsonRpcAnswer, value, `The answer of ${method} at ${url.origin}`)
  if ('error' in answer) throw new Error(`${method} at ${url.origin} failed: ${answer.error.message} (${answer.error.code})`)
  return answer.result
}
