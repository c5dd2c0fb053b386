import { KernelError } from '../errors.ts'

/** No adapter serves the namespace or connector asked for. */
export class AdapterNotFoundError extends KernelError {
  constructor(details: string) {
    super('ADAPTER_NOT_FOUND', 'Adapter not found', { details })
  }
}
