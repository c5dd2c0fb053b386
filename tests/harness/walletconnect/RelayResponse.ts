import * as t from 'io-ts'
import { RelayRpcId } from './RelayRpcId.ts'

/** A client's JSON-RPC 2.0 answer to one of the relay's `irn_subscription` pushes: `true` acknowledges it. */
export const RelayResponse = t.intersection([
  t.type({ jsonrpc: t.literal('2.0'), id: RelayRpcId }),
  t.union([t.type({ result: t.unknown }), t.type({ error: t.type({ code: t.number, message: t.string }) })]),
])
/** A client's JSON-RPC 2.0 answer to one of the relay's `irn_subscription` pushes: `true` acknowledges it. */
export type RelayResponse = t.TypeOf<typeof RelayResponse>
