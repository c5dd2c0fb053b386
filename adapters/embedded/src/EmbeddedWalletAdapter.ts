import type { ConnectorAdapter } from '@portico/kernel/extend'
import type { EmailLoginClient } from './EmailLoginClient.ts'
import type { EmbeddedWalletClient } from './EmbeddedWalletClient.ts'
import type { EmbeddedWalletKeysClient } from './EmbeddedWalletKeysClient.ts'
import type { SocialLoginClient } from './SocialLoginClient.ts'

// What the embedded wallet offers plugins beyond the adapter contract, typed by key.
declare module '@portico/kernel/extend' {
  interface ConnectorExtensionRegistry {
    /** The e-mail login (SPEC §4): e-mail, device approval, one-time code, e-mail update. */
    emailLogin: EmailLoginClient
    /** The social and Farcaster login (SPEC §3). */
    socialLogin: SocialLoginClient
    /** The user's own keys, shown inside the secure frame only (issue 31). */
    embeddedWalletKeys: EmbeddedWalletKeysClient
  }
}

/** What the plugins call on the embedded wallet beyond the adapter contract (its `emailLogin` and `socialLogin` extensions, and more). */
export type EmbeddedWalletMethods = Pick<
  EmbeddedWalletClient,
  | 'connectEmail'
  | 'connectDevice'
  | 'connectOtp'
  | 'updateEmail'
  | 'updateEmailPrimaryOtp'
  | 'updateEmailSecondaryOtp'
  | 'getSocialRedirectUri'
  | 'connectSocial'
  | 'getFarcasterUri'
  | 'connectFarcaster'
  | 'reload'
  | 'signOut'
  | 'isConnected'
  | 'rejectPendingRequests'
  | 'setPreferredAccountType'
  | 'getSmartAccountEnabledNetworks'
  | 'exportPrivateKey'
>

/** The loaded embedded wallet: a connector adapter with the AUTH connector, and the login client's methods. */
export type EmbeddedWalletAdapter = ConnectorAdapter & Required<Pick<ConnectorAdapter, 'disconnect' | 'destroy'>> & EmbeddedWalletMethods
