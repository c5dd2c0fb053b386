import type { ChainNamespace } from '../model/ChainNamespace.ts'

/** A connection stored from the last visit, waiting to be synced. */
export interface PendingConnection {
  namespace: ChainNamespace
  connectorId: string
}
