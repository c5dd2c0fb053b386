import { decode } from '../decode.ts'
import { BaseError } from '../errors/BaseError.ts'
import { HttpError } from '../errors.ts'
import { ServiceErrorBody } from './ServiceErrorBody.ts'

/** A failed request to the project service as a BaseError with the service's code and text when its body says them (`{ error, code }`); other errors as they are. */
export function toServiceError(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.body === undefined) return error
  let body: unknown
  try {
    body = JSON.parse(error.body)
  } catch {
    return error
  }
  const decoded = decode(ServiceErrorBody, body)
  return decoded.ok ? new BaseError(decoded.value.error, { code: decoded.value.code, cause: error }) : error
}
