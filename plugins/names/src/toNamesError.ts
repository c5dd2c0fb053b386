import { BaseError } from '@portico/kernel'
import { toServiceError } from '@portico/kernel/extend'
import { NamesError } from './errors.ts'
import type { NamesErrorCode } from './errors.ts'

const codes: Readonly<Record<string, NamesErrorCode>> = {
  INVALID_NAME: 'NAME_INVALID',
  NAME_TAKEN: 'NAME_TAKEN',
  INVALID_SIGNATURE: 'NAME_SIGNATURE_INVALID',
  INVALID_REQUEST: 'NAME_REQUEST_INVALID',
}

/** A failed names request as a NamesError: the service's code when its `{ error, code }` body says one, else NAME_SERVICE_FAILED. */
export function toNamesError(error: unknown): NamesError {
  if (error instanceof NamesError) return error
  const read = toServiceError(error)
  if (read !== error && read instanceof BaseError) return new NamesError(codes[String(read.code)] ?? 'NAME_SERVICE_FAILED', read.shortMessage, { cause: error })
  return new NamesError('NAME_SERVICE_FAILED', 'The names service failed', { cause: error })
}
