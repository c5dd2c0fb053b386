import * as t from 'io-ts'
import { decode } from '@portico/kernel/extend'
import { FrameRequestError } from './FrameRequestError.ts'

const JsonRpcAnswer = t.union([
  t.type({ result: t.unknown }),
  t.type({ error: t.intersection([t.type({ message: t.string }), t.partial({ code: t.number })]) }),
])

/** Sends one JSON-RPC request to a chain's node and gives its result; a node error throws with its code. */
export async function forwardRpc(rpcUrl: string, method: string, params: readonly unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new FrameRequestError(`HTTP status code: ${response.status}`, -32603)
  const decoded = decode(JsonRpcAnswer, await response.json())
  if (!decoded.ok) throw new FrameRequestError(`The node answered unexpectedly: ${decoded.error}`, -32603)
  if ('error' in decoded.value) throw new FrameRequestError(decoded.value.error.message, decoded.value.error.code)
  return decoded.value.result
}
