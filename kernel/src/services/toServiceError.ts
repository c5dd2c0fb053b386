import { decode } from '../decode.ts'
import { HttpError } from '../errors.ts'
import { ServiceError } from '../errors/ServiceError.ts'
import { ServiceErrorBody } from './ServiceErrorBody.ts'

/** A failed request to the project service as a ServiceError with the service's code and text when its body says them (`{ error, code }`); other errors as they are. */
export function toServiceError(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.body === undefined) return error
  let body: unknown
  try {
    body = JSON.parse(error.body)
  } catch {
    return error
  }
  const decoded = decode(ServiceErrorBody, body)
  return decoded.ok ? new ServiceError(decoded.value.error, { code: decoded.value.code, cause: error }) : error
}
