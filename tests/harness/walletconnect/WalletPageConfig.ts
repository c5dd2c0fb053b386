import * as t from 'io-ts'

/** What the demo wallet page is started with: the relay, the project id and the RPC urls its requests need. */
export const WalletPageConfig = t.type({
  relayUrl: t.string,
  projectId: t.string,
  /** JSON-RPC urls by EVM chain id (as a string key). */
  rpcUrls: t.record(t.string, t.string),
  solanaRpcUrl: t.union([t.string, t.null]),
})
/** What the demo wallet page is started with: the relay, the project id and the RPC urls its requests need. */
export type WalletPageConfig = t.TypeOf<typeof WalletPageConfig>
