import { KernelError } from '../errors.ts'

/** Two adapters with one id, or two chain adapters for one namespace. */
export class AdapterDuplicateError extends KernelError {
  constructor(shortMessage: string) {
    super('ADAPTER_DUPLICATE', shortMessage)
  }
}
