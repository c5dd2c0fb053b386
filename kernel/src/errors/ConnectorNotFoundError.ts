import { KernelError } from '../errors.ts'

/** No connector has the id asked for. */
export class ConnectorNotFoundError extends KernelError {
  constructor(details: string) {
    super('CONNECTOR_NOT_FOUND', 'Connector not found', { details })
  }
}
