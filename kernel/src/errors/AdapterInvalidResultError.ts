import { KernelError } from '../errors.ts'

/** A connect whose adapter answered without a network or an address. */
export class AdapterInvalidResultError extends KernelError {
  constructor(details: string) {
    super('ADAPTER_INVALID_RESULT', 'CaipNetwork or CaipAddress is undefined', { details })
  }
}
