import { KernelError } from '../errors.ts'

/** A WalletConnect pairing abandoned before the wallet approved it. */
export class PairingAbortedError extends KernelError {
  constructor(cause: unknown) {
    super('PAIRING_ABORTED', 'The pairing was abandoned', { cause })
  }
}
