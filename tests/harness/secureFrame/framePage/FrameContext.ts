import type { FrameHost } from '@portico/adapter-embedded'
import type { SecureFrameConfig } from '../SecureFrameConfig.ts'
import type { CallsBatch } from './answerEvmRpc.ts'
import type { FrameWallet } from './FrameWallet.ts'

/** Everything the frame page's request handlers share. */
export interface FrameContext {
  host: FrameHost
  wallet: FrameWallet
  config: SecureFrameConfig
  /** The app's origin (checked and allowed). */
  appOrigin: string
  /** The current chain id (a number for EVM, a Solana reference), and the last EVM one for eth_* requests. */
  chain: { current: string | number; lastEvm: number | null }
  /** The e-mail of the login under way, and the Farcaster channel waiting for approval. */
  pending: { email: string | null; farcasterChannel: string | null }
  batches: Map<string, CallsBatch>
  /** What SYNC_THEME and SYNC_DAPP_DATA sent last. */
  synced: { theme: unknown; dappData: unknown }
}
