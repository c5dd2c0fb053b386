import { KernelError } from '../errors.ts'

/** An adapter that does not have the shape of an adapter. */
export class AdapterInvalidError extends KernelError {
  constructor(shortMessage: string, details: string) {
    super('ADAPTER_INVALID', shortMessage, { details })
  }
}
