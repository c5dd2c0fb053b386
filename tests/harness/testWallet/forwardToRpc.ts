import { TestWalletRpcError } from './TestWalletRpcError.ts'

let requestId = 0

/** Sends one JSON-RPC request to a node and returns its result; a node error is thrown as the wallet would. */
export async function forwardToRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  requestId += 1
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: requestId, method, params: params ?? [] }),
  })
  if (!response.ok) throw new TestWalletRpcError(-32603, `HTTP status code: ${response.status}`)
  const body = (await response.json()) as { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
  if (body.error) {
    const { code, message, data } = body.error
    throw new TestWalletRpcError(typeof code === 'number' ? code : -32603, typeof message === 'string' ? message : 'Internal JSON-RPC error.', data)
  }
  return body.result
}
