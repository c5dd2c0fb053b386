import type { AppClient } from '@farcaster/auth-client'

/** Sign In With Farcaster as the frame's routes use it: the published client on the configured relay and chain, and what the message must name. */
export interface FarcasterLogin {
  client: AppClient
  /** The domain the sign-in message must name. */
  domain: string
  /** The URI the message signs in to: the frame's URL. */
  siweUri: string
  /** How long a call to the relay may take. */
  relayTimeoutMs: number
}
