import { KernelError } from '../errors.ts'

/** A network that is not among those given to `createAppKit`. */
export class NetworkNotConfiguredError extends KernelError {
  constructor(details: string) {
    super('NETWORK_NOT_CONFIGURED', 'Network not configured', { details })
  }
}
