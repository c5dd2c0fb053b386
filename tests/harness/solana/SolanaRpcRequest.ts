import * as t from 'io-ts'

/** One JSON-RPC 2.0 request as a client sends it; `params` is positional, as Solana's methods are. */
export const SolanaRpcRequest = t.intersection([
  t.type({ jsonrpc: t.literal('2.0'), method: t.string }),
  t.partial({ id: t.union([t.string, t.number, t.null]), params: t.union([t.array(t.unknown), t.null]) }),
])
/** One JSON-RPC 2.0 request as a client sends it; `params` is positional, as Solana's methods are. */
export type SolanaRpcRequest = t.TypeOf<typeof SolanaRpcRequest>
