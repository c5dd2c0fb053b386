import { HttpError } from '@portico/kernel'
import { decode } from '@portico/kernel/extend'
import { NamesError } from './errors.ts'
import type { NamesErrorCode } from './errors.ts'
import { NamesServiceError } from './NamesServiceError.ts'

const codes: Readonly<Record<string, NamesErrorCode>> = {
  INVALID_NAME: 'NAME_INVALID',
  NAME_TAKEN: 'NAME_TAKEN',
  INVALID_SIGNATURE: 'NAME_SIGNATURE_INVALID',
  INVALID_REQUEST: 'NAME_REQUEST_INVALID',
}

/** A failed names request as a NamesError: the service's code when its body says one, else NAME_SERVICE_FAILED. */
export function toNamesError(error: unknown): NamesError {
  if (error instanceof NamesError) return error
  if (error instanceof HttpError && error.body !== undefined) {
    let body: unknown
    try {
      body = JSON.parse(error.body)
    } catch {
      body = undefined
    }
    const decoded = decode(NamesServiceError, body)
    if (decoded.ok) return new NamesError(codes[decoded.value.code] ?? 'NAME_SERVICE_FAILED', decoded.value.error, { cause: error })
  }
  return new NamesError('NAME_SERVICE_FAILED', 'The names service failed', { cause: error })
}
