import { KernelError } from '../errors.ts'

/** A network switch asked for without a network. */
export class NetworkUndefinedError extends KernelError {
  constructor() {
    super('NETWORK_UNDEFINED', 'CaipNetwork is undefined')
  }
}
