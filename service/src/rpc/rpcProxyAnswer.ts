import * as t from 'io-ts'
import type { Answer } from '../api/Answer.ts'
import { projectRefusal } from '../api/projectRefusal.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import { JsonRpcCall } from './JsonRpcCall.ts'
import { rpcMethodAllowed } from './rpcMethodAllowed.ts'
import { rpcProxyBatchSize } from './rpcProxyBatchSize.ts'
import { withDeadline } from '../withDeadline.ts'

const RpcBody = t.union([JsonRpcCall, t.array(JsonRpcCall)], 'a JSON-RPC request or a batch of them')
const UpstreamBatch = t.array(t.unknown)
const chainIdPattern = /^(?:eip155:)?([1-9][0-9]{0,15})$/
/** SPEC §8's text for a refused method; -32004 is "method not supported". */
const notAllowed = { code: -32004, message: 'Requested RPC call is not allowed' }

function invalid(message: string): Answer {
  return { status: 400, body: { error: message } }
}

/** Forwards the calls as sent (one call or a batch) and gives the upstream's answer: its status, its bytes and its Retry-After. */
async function forward(rpcUrl: string, payload: unknown, timeoutMs: number): Promise<{ answer: Answer; text: string }> {
  const { response, text } = await withDeadline(timeoutMs, async (signal) => {
    const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(payload), signal })
    return { response, text: await response.text() }
  })
  const retryAfter = response.headers.get('retry-after')
  const answer: Answer = {
    status: response.status,
    body: new TextEncoder().encode(text),
    contentType: response.headers.get('content-type') ?? 'application/json',
    ...(retryAfter === null ? {} : { headers: { 'retry-after': retryAfter } }),
  }
  return { answer, text }
}

/**
 * The chain RPC proxy of SPEC §7: `POST /v1/?chainId=eip155:N&projectId=P` with a JSON-RPC 2.0
 * request or a batch of at most 1000, forwarded to the RPC url of the configured chain N. The
 * upstream's status, body and Retry-After come back as they are (a client retries by SPEC §9);
 * a call that signs or uses the node's accounts is answered "Requested RPC call is not allowed"
 * without reaching the chain. 403 for an unknown project or an origin it does not allow (SPEC §8's
 * texts), 400 for a bad request or a chain not configured, 413 for a larger batch, 502 when the
 * chain cannot be reached or does not answer within `timeoutMs`.
 */
export async function rpcProxyAnswer(context: ServiceContext, query: URLSearchParams, body: unknown, origin: string | undefined, timeoutMs: number): Promise<Answer> {
  const projectId = query.get('projectId')
  const refusal = await projectRefusal(context.database, projectId, origin, context.projectOrigins)
  if (refusal) return refusal
  const chainId = chainIdPattern.exec(query.get('chainId') ?? '')?.[1]
  const chain = chainId === undefined ? undefined : context.chains.find((each) => each.chainId === Number(chainId))
  if (!chain) return invalid(`chainId: not a chain this service serves: ${query.get('chainId') ?? 'none given'}`)
  const decoded = RpcBody.decode(body)
  if (decoded._tag === 'Left') return invalid('The body is not a JSON-RPC 2.0 request or batch')
  const request = decoded.right
  const calls = Array.isArray(request) ? request : [request]
  if (calls.length === 0) return invalid('The batch is empty')
  if (calls.length > rpcProxyBatchSize) return { status: 413, body: { error: `A batch carries at most ${rpcProxyBatchSize} calls, got ${calls.length}` } }
  const refused = calls.filter((call) => !rpcMethodAllowed(call.method)).map((call) => ({ jsonrpc: '2.0', id: call.id ?? null, error: notAllowed }))
  const allowed = calls.filter((call) => rpcMethodAllowed(call.method))
  if (allowed.length === 0) return { status: 200, body: Array.isArray(request) ? refused : refused[0] }
  let forwarded: { answer: Answer; text: string }
  try {
    forwarded = await forward(chain.rpcUrl, Array.isArray(request) ? allowed : request, timeoutMs)
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `did not answer within ${timeoutMs} ms` : 'could not be reached'
    return { status: 502, body: { error: `The chain eip155:${chain.chainId} ${reason}` } }
  }
  if (refused.length === 0 || forwarded.answer.status !== 200) return forwarded.answer
  let answers: unknown
  try {
    answers = JSON.parse(forwarded.text)
  } catch {
    return { status: 502, body: { error: `The chain eip155:${chain.chainId} gave an answer that is not JSON` } }
  }
  const batch = UpstreamBatch.decode(answers)
  return { status: 200, body: [...(batch._tag === 'Right' ? batch.right : [answers]), ...refused] }
}
