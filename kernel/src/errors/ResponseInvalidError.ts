import { KernelError } from '../errors.ts'
import type { KernelErrorOptions } from '../errors.ts'

/** A response that is not JSON, or not of the expected shape. */
export class ResponseInvalidError extends KernelError {
  constructor(shortMessage: string, options?: KernelErrorOptions) {
    super('RESPONSE_INVALID', shortMessage, options)
  }
}
