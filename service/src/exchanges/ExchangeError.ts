import { ServiceError } from '../api/ServiceError.ts'

/** Why a pay route cannot answer, as the `code` of its error answer. */
export type ExchangeErrorCode = 'INVALID_REQUEST' | 'UNKNOWN_EXCHANGE' | 'UNSUPPORTED' | 'UPSTREAM_ERROR'

const statusOf: Record<ExchangeErrorCode, number> = { INVALID_REQUEST: 400, UNKNOWN_EXCHANGE: 404, UNSUPPORTED: 422, UPSTREAM_ERROR: 502 }

/** An error an exchange provider or a pay route throws on purpose: its code and the HTTP status the route answers with. */
export class ExchangeError extends ServiceError<ExchangeErrorCode> {
  constructor(code: ExchangeErrorCode, message: string) {
    super(code, message, statusOf[code])
    this.name = 'ExchangeError'
  }
}
