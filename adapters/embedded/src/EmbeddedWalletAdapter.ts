import type { ConnectorAdapter } from '@portico/kernel/extend'
import type { EmbeddedWalletClient } from './EmbeddedWalletClient.ts'

/** What the plugins call on the embedded wallet beyond the adapter contract (their EmailLoginClient and SocialLoginClient, and more). */
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
>

/** The loaded embedded wallet: a connector adapter with the AUTH connector, and the login client's methods. */
export type EmbeddedWalletAdapter = ConnectorAdapter & Required<Pick<ConnectorAdapter, 'disconnect' | 'destroy'>> & EmbeddedWalletMethods
