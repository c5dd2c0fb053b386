import { ServiceError } from '../api/ServiceError.ts'

/** Why a quote or a token list cannot be given, as the `code` of the route's error answer. */
export type SwapErrorCode = 'INVALID_REQUEST' | 'UNSUPPORTED_CHAIN' | 'NO_ROUTE' | 'INSUFFICIENT_LIQUIDITY' | 'UPSTREAM_ERROR'

const statusOf: Record<SwapErrorCode, number> = { INVALID_REQUEST: 400, UNSUPPORTED_CHAIN: 404, NO_ROUTE: 422, INSUFFICIENT_LIQUIDITY: 422, UPSTREAM_ERROR: 502 }

/** An error a swap provider throws on purpose: its code and the HTTP status the route answers with. */
export class SwapError extends ServiceError<SwapErrorCode> {
  constructor(code: SwapErrorCode, message: string) {
    super(code, message, statusOf[code])
    this.name = 'SwapError'
  }
}
