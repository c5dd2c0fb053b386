/**
 * An error a route or a provider throws on purpose: a stable `code` for the `{ error, code }`
 * answer and the HTTP status the route answers with. Each feature names its codes and statuses
 * (SwapError, OnRampError, ExchangeError).
 */
export class ServiceError<Code extends string = string> extends Error {
  readonly code: Code
  readonly status: number

  constructor(code: Code, message: string, status: number) {
    super(message)
    this.name = 'ServiceError'
    this.code = code
    this.status = status
  }
}
