import type { ConnectorAdapter } from '../contracts/ConnectorAdapter.ts'

/** A connector adapter that has loaded, by the id of its definition. */
export interface LoadedConnectorAdapter {
  id: string
  instance: ConnectorAdapter
}
