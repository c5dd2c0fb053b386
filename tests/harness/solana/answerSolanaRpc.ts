import { decode } from '../../../kernel/src/decode.ts'
import type { SolanaLedger } from './SolanaLedger.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'
import { SolanaRpcRequest } from './SolanaRpcRequest.ts'
import type { SolanaRpcMethod } from './solanaRpcMethods.ts'

type RequestId = string | number | null

function failure(id: RequestId, code: number, message: string, data?: unknown): object {
  return { jsonrpc: '2.0', error: data === undefined ? { code, message } : { code, message, data }, id }
}

function readableId(entry: unknown): RequestId {
  if (typeof entry !== 'object' || entry === null) return null
  const id = (entry as { id?: unknown }).id
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

function answerOne(entry: unknown, methods: Record<string, SolanaRpcMethod>, ledger: SolanaLedger): object | undefined {
  const decoded = decode(SolanaRpcRequest, entry)
  if (!decoded.ok) return failure(readableId(entry), -32600, `Invalid request: ${decoded.error}`)
  const request = decoded.value
  const id = request.id ?? null
  const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
  // A request without an id is a notification: it runs, and gets no answer.
  const isNotification = request.id === undefined
  if (!method) {
    return isNotification ? undefined : failure(id, -32601, `Method not found: ${request.method} is not served by the Solana harness`)
  }
  try {
    const result = method(request.params ?? [], ledger)
    return isNotification ? undefined : { jsonrpc: '2.0', result, id }
  } catch (error) {
    if (isNotification) return undefined
    if (error instanceof SolanaRpcError) return failure(id, error.rpcCode, error.shortMessage, error.data)
    return failure(id, -32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Answers the body of a JSON-RPC 2.0 POST: a single request or a batch. Returns the response to
 * send as JSON, or undefined when there is nothing to send (only notifications).
 */
export function answerSolanaRpc(body: string, methods: Record<string, SolanaRpcMethod>, ledger: SolanaLedger): object | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return failure(null, -32700, 'Parse error: the request body is not valid JSON')
  }
  if (!Array.isArray(parsed)) return answerOne(parsed, methods, ledger)
  if (parsed.length === 0) return failure(null, -32600, 'Invalid request: empty batch')
  const answers = parsed.map((entry) => answerOne(entry, methods, ledger)).filter((answer) => answer !== undefined)
  return answers.length > 0 ? answers : undefined
}
