import { BaseError, HttpError } from '@portico/kernel'
import { decode } from '@portico/kernel/extend'
import { OnRampServiceError } from './OnRampServiceError.ts'

/** A failed on-ramp request as a BaseError with the service's code and text when its body says them; other errors as they are. */
export function toOnRampError(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.body === undefined) return error
  let body: unknown
  try {
    body = JSON.parse(error.body)
  } catch {
    return error
  }
  const decoded = decode(OnRampServiceError, body)
  return decoded.ok ? new BaseError(decoded.value.error, { code: decoded.value.code, cause: error }) : error
}
