import { KernelError } from '../errors.ts'
import type { KernelErrorOptions } from '../errors.ts'

/** A request that failed before any answer: offline, refused, or blocked. */
export class NetworkError extends KernelError {
  constructor(options?: KernelErrorOptions) {
    super('NETWORK_ERROR', 'HTTP request failed', options)
  }
}
