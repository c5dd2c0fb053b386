import { BaseError } from './BaseError.ts'

/** An error the project service answered with (`{ error, code }`): its text and its code. */
export class ServiceError extends BaseError {
  override name = 'ServiceError'
  declare readonly code: string
}
