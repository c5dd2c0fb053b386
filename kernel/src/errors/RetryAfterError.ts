import { KernelError } from '../errors.ts'
import type { KernelErrorOptions } from '../errors.ts'

/** A request not sent because the service asked to wait longer than the retry allows (Retry-After). */
export class RetryAfterError extends KernelError {
  constructor(options?: KernelErrorOptions) {
    super('RETRY_AFTER', 'Not sent: the service asked to wait', options)
  }
}
