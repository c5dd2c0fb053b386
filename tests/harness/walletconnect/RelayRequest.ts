import * as t from 'io-ts'
import { RelayRpcId } from './RelayRpcId.ts'

/** A JSON-RPC 2.0 request a client sends the relay; its params are checked per method by `relayMethodParams`. */
export const RelayRequest = t.intersection([
  t.type({ jsonrpc: t.literal('2.0'), id: RelayRpcId, method: t.string }),
  t.partial({ params: t.unknown }),
])
/** A JSON-RPC 2.0 request a client sends the relay; its params are checked per method by `relayMethodParams`. */
export type RelayRequest = t.TypeOf<typeof RelayRequest>
