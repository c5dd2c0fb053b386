/**
 * A JSON-RPC error of the bundler: -32602 for bad params, -32500 for an operation the EntryPoint
 * refuses in validation (its AA text), -32601 for an unknown method, -32603 for a chain failure.
 */
export class BundlerRpcError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.name = 'BundlerRpcError'
    this.code = code
  }
}
