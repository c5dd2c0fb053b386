import * as t from 'io-ts'
import { SmartAccountNetwork } from './SmartAccountNetwork.ts'

/** What the frame page is served with (Vite `define`): the chains, those with smart accounts, the Solana RPC url and the allowed app origins. */
export const SecureFrameConfig = t.type(
  {
    /** JSON-RPC urls by EVM chain id (as a string key), in the order given. */
    chains: t.record(t.string, t.string),
    /** The chains (of `chains`) where users get a smart account, by chain id (as a string key). */
    smartAccounts: t.record(t.string, SmartAccountNetwork),
    solanaRpcUrl: t.union([t.string, t.null]),
    allowedAppOrigins: t.array(t.string),
  },
  'SecureFrameConfig',
)
/** What the frame page is served with. */
export type SecureFrameConfig = t.TypeOf<typeof SecureFrameConfig>
