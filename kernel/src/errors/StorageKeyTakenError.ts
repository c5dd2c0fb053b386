import { KernelError } from '../errors.ts'

/** A storage slot defined under a key the kernel keeps for itself. */
export class StorageKeyTakenError extends KernelError {
  constructor(key: string) {
    super('STORAGE_KEY_TAKEN', `"${key}" is a storage key of the kernel's own`)
  }
}
