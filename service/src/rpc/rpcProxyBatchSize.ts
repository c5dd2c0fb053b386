/** The most calls one JSON-RPC batch to the RPC proxy may carry (SPEC §7's default batch size). */
export const rpcProxyBatchSize = 1000
