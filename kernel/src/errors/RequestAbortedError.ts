import { KernelError } from '../errors.ts'
import type { KernelErrorOptions } from '../errors.ts'

/** A request ended because its signal aborted. */
export class RequestAbortedError extends KernelError {
  constructor(options?: KernelErrorOptions) {
    super('REQUEST_ABORTED', 'The request was aborted', options)
  }
}
