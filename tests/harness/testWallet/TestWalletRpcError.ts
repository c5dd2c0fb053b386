/** An EIP-1193 error as a wallet throws it: a message, a numeric `code` and optional `data`. */
export class TestWalletRpcError extends Error {
  override name = 'TestWalletRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
