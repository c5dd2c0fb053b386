import { KernelError } from '../errors.ts'

/** A switch to an account the connection does not hold. */
export class AccountNotFoundError extends KernelError {
  constructor(details: string) {
    super('ACCOUNT_NOT_FOUND', 'The connection has no such account', { details })
  }
}
