import { KernelError } from '../errors.ts'
import type { KernelErrorOptions } from '../errors.ts'

/** No complete answer came within the request's timeout (SPEC §8's transport text). */
export class RequestTimeoutError extends KernelError {
  constructor(options?: KernelErrorOptions) {
    super('REQUEST_TIMEOUT', 'The request took too long to respond', options)
  }
}
