import type { SiweMessageParams } from './SiweMessageParams.ts'
import type { SiweSession } from './SiweSession.ts'

/** What the legacy `siweConfig.createMessage` receives: the parameters, the account as a did:pkh, nonce and times. */
export type SiweCreateMessageArgs = SiweMessageParams & {
  /** The account as `did:pkh:eip155:<chainId>:<address>`. */
  address: string
  chainId: number
  nonce: string
  version: '1'
  iat: string
}

/** What the legacy `siweConfig.verifyMessage` receives. */
export interface SiweVerifyMessageArgs {
  message: string
  signature: string
  cacao?: Record<string, unknown>
}

/** The legacy AppKit `siweConfig` option (Sign-In With Ethereum with the host's own backend). */
export interface SiweConfig {
  getMessageParams?: () => Promise<SiweMessageParams>
  createMessage: (args: SiweCreateMessageArgs) => string
  getNonce: (address?: string) => Promise<string>
  getSession: () => Promise<SiweSession | null>
  verifyMessage: (args: SiweVerifyMessageArgs) => Promise<boolean>
  signOut: () => Promise<boolean>
  onSignIn?: (session?: SiweSession) => void
  onSignOut?: () => void
  /** False turns sign-in off. */
  enabled?: boolean
  /** Whether signing in is required (declining disconnects); true by default. */
  required?: boolean
  signOutOnDisconnect?: boolean
  signOutOnAccountChange?: boolean
  /** False keeps one session across eip155 networks. */
  signOutOnNetworkChange?: boolean
  nonceRefetchIntervalMs?: number
  sessionRefetchIntervalMs?: number
}
