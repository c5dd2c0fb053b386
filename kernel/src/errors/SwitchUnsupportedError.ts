import { KernelError } from '../errors.ts'

/** A network switch on a namespace whose adapter cannot switch. */
export class SwitchUnsupportedError extends KernelError {
  constructor(details: string) {
    super('SWITCH_UNSUPPORTED', 'Chain is not supported', { details })
  }
}
