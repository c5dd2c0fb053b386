import { ServiceError } from '../api/ServiceError.ts'

/** Why an on-ramp route cannot answer, as the `code` of its error answer. */
export type OnRampErrorCode = 'INVALID_REQUEST' | 'UNKNOWN_PROVIDER' | 'UNSUPPORTED' | 'UPSTREAM_ERROR'

const statusOf: Record<OnRampErrorCode, number> = { INVALID_REQUEST: 400, UNKNOWN_PROVIDER: 404, UNSUPPORTED: 422, UPSTREAM_ERROR: 502 }

/** An error an on-ramp provider or route throws on purpose: its code and the HTTP status the route answers with. */
export class OnRampError extends ServiceError<OnRampErrorCode> {
  constructor(code: OnRampErrorCode, message: string) {
    super(code, message, statusOf[code])
    this.name = 'OnRampError'
  }
}
