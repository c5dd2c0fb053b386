import * as t from 'io-ts'

/** One JSON-RPC 2.0 request as the RPC proxy accepts it (SPEC §7: jsonrpc, id, method, params). */
export const JsonRpcCall = t.intersection(
  [
    t.type({ jsonrpc: t.literal('2.0'), method: t.string }),
    t.partial({ id: t.union([t.string, t.number, t.null]), params: t.unknown }),
  ],
  'a JSON-RPC 2.0 request { jsonrpc, id, method, params }',
)
/** A JSON-RPC request. */
export type JsonRpcCall = t.TypeOf<typeof JsonRpcCall>
