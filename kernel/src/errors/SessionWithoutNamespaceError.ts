import { KernelError } from '../errors.ts'

/** A WalletConnect session without an account of the namespace asked for. */
export class SessionWithoutNamespaceError extends KernelError {
  constructor(details: string) {
    super('SESSION_WITHOUT_NAMESPACE', 'The WalletConnect session has no account of this namespace', { details })
  }
}
