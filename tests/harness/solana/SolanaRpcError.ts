import { BaseError } from '../../../kernel/src/errors/BaseError.ts'

/** A JSON-RPC error the Solana harness answers with: the numeric code, message and optional data. */
export class SolanaRpcError extends BaseError {
  override name = 'SolanaRpcError'
  /** The JSON-RPC error code, such as -32602 (invalid params) or -32002 (preflight failure). */
  readonly rpcCode: number
  /** The `data` member of the JSON-RPC error, when there is one (simulation logs, for instance). */
  readonly data: unknown

  constructor(rpcCode: number, message: string, data?: unknown) {
    super(message, { code: rpcCode })
    this.rpcCode = rpcCode
    this.data = data
  }
}
