import { TestWalletRpcError } from './TestWalletRpcError.ts'

/**
 * What the test wallet throws for an error of its own chain calls (viem's errors, a node's
 * answer): the innermost numeric code and the node's own words, as a wallet would pass them on.
 */
export function toWalletRpcError(error: unknown): TestWalletRpcError {
  if (error instanceof TestWalletRpcError) return error
  let code: number | undefined
  let message: string | undefined
  let layer: unknown = error
  for (let depth = 0; depth < 8 && typeof layer === 'object' && layer !== null; depth += 1) {
    const record = layer as { code?: unknown; details?: unknown; shortMessage?: unknown; message?: unknown; cause?: unknown }
    if (typeof record.code === 'number') code = record.code
    const words = [record.details, record.shortMessage, record.message].find((value) => typeof value === 'string' && value.length > 0)
    if (typeof words === 'string') message = words
    layer = record.cause
  }
  return new TestWalletRpcError(code ?? -32603, message ?? 'Internal JSON-RPC error.')
}
