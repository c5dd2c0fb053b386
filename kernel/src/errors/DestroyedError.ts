import { KernelError } from '../errors.ts'

/** A call that reached an instance after it was destroyed. */
export class DestroyedError extends KernelError {
  constructor() {
    super('DESTROYED', 'Portico was destroyed')
  }
}
