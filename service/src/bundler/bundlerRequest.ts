import type { IncomingMessage } from 'node:http'
import type { Answer } from '../api/Answer.ts'
import { JsonRpcCall } from '../rpc/JsonRpcCall.ts'
import { readJsonBody } from '../rpc/readJsonBody.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import { BundlerRpcError } from './BundlerRpcError.ts'

const chainIdPattern = /^(?:eip155:)?([1-9][0-9]{0,15})$/
const bodyLimitBytes = 1024 * 1024

function rpcError(id: unknown, code: number, message: string): Answer {
  return { status: 200, body: { jsonrpc: '2.0', id, error: { code, message } } }
}

/**
 * Answers a `POST /v1/bundler?chainId=eip155:N` (or `N`): one JSON-RPC 2.0 call to the chain's
 * bundler (`bundlerOf`); 400 for a chain with no bundler or a body that is not JSON, JSON-RPC
 * errors (-32600 not a request, -32602 bad params, -32500 refused op, -32601 unknown method) otherwise.
 */
export async function bundlerRequest(context: ServiceContext, request: IncomingMessage, query: URLSearchParams): Promise<Answer> {
  const chainId = chainIdPattern.exec(query.get('chainId') ?? '')?.[1]
  const bundler = chainId === undefined ? undefined : context.bundlers?.get(Number(chainId))
  if (!bundler) return { status: 400, body: { error: `chainId: not a chain this service bundles for: ${query.get('chainId') ?? 'none given'}` } }
  const body = await readJsonBody(request, bodyLimitBytes)
  if (!body.ok) return { status: body.status, body: { error: body.error } }
  const call = JsonRpcCall.decode(body.value)
  if (call._tag === 'Left') return rpcError(null, -32600, 'The body is not a JSON-RPC 2.0 request')
  const id = call.right.id ?? null
  try {
    return { status: 200, body: { jsonrpc: '2.0', id, result: await bundler.answer(call.right.method, call.right.params ?? []) } }
  } catch (error) {
    if (error instanceof BundlerRpcError) return rpcError(id, error.code, error.message)
    return rpcError(id, -32603, `The chain eip155:${bundler.chainId} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
  }
}
