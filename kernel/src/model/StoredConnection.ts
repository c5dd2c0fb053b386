import * as t from 'io-ts'
import { Account } from './Account.ts'
import { ChainNamespace } from './ChainNamespace.ts'

/**
 * A wallet connection kept beside a namespace's active one, or a recent one: its namespace,
 * connector, accounts and network, as stored (decoded with this codec when read back).
 */
export const StoredConnection = t.type(
  { namespace: ChainNamespace, connectorId: t.string, accounts: t.array(Account), caipNetworkId: t.string },
  'StoredConnection',
)
/** A stored wallet connection. */
export type StoredConnection = t.TypeOf<typeof StoredConnection>
