import { KernelError } from '../errors.ts'

/** A connector an adapter listed that does not have the shape of a connector. */
export class ConnectorInvalidError extends KernelError {
  constructor(details: string) {
    super('CONNECTOR_INVALID', `a connector is not valid: ${details}`)
  }
}
