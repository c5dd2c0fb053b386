import { isLeft } from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { withDeadline } from '../withDeadline.ts'

const RpcAnswer = t.union([t.type({ result: t.unknown }), t.type({ error: t.type({ message: t.string }) })])

/** Calls one Solana JSON-RPC method; resolves with its `result`, throws for an error or an answer that is not JSON-RPC, or after `timeoutMs`. */
export async function solanaRpcCall(rpcUrl: string, method: string, params: readonly unknown[], timeoutMs: number): Promise<unknown> {
  const body = await withDeadline(timeoutMs, async (signal) => {
    const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }), signal })
    if (!response.ok) throw new Error(`The Solana RPC answered ${response.status} to ${method}`)
    return (await response.json()) as unknown
  })
  const answer = RpcAnswer.decode(body)
  if (isLeft(answer)) throw new Error(`The Solana RPC answered ${method} with something that is not JSON-RPC`)
  if ('error' in answer.right) throw new Error(`The Solana RPC refused ${method}: ${answer.right.error.message}`)
  return answer.right.result
}
