import { KernelError } from '../errors.ts'

/** The adapter offering a connector could not be loaded. */
export class AdapterUnavailableError extends KernelError {
  constructor(details: string) {
    super('ADAPTER_UNAVAILABLE', 'The wallet could not be loaded', { details })
  }
}
