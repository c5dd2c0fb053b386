import type { FrameHost } from '@portico/adapter-embedded'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { CallsBatch } from './answerEvmRpc.ts'
import type { LoggedInWallet } from './LoggedInWallet.ts'
import type { LoginRequest } from './LoginRequest.ts'
import type { SecureFrameConfig } from './SecureFrameConfig.ts'
import type { SmartAccountOnChain } from './SmartAccountOnChain.ts'

/** Everything the frame page's request handlers share; `W` is the page's wallet (the reference's FrameWallet, or VaultWallet). */
export interface FrameContext<W extends LoggedInWallet = LoggedInWallet> {
  host: FrameHost
  wallet: W
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
  /** The owner's smart account on a chain, or undefined where the page gives the chain none. */
  smartAccountOn(owner: PrivateKeyAccount, chainId: number): Promise<SmartAccountOnChain> | undefined
  /** Answers a login or account request: each page logs in through its own backend. */
  answerLogin(request: LoginRequest): Promise<void>
  /** Throws when the user's session is no longer honoured (a "Session expired" refusal); called before each wallet request. */
  requireSession?(): Promise<void>
  /** Lets the user export their keys inside the frame (a fresh confirmation first); says only whether they were shown. Absent where the page offers no export. */
  exportPrivateKey?(): Promise<'EXPORTED' | 'CANCELLED'>
}
