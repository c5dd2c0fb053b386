import type { Configuration } from 'openid-client'

/** A configured OpenID Connect provider of social login. */
export interface SocialProvider {
  /** The provider's discovered configuration for this client (fetched on first use). */
  configuration(): Promise<Configuration>
  /** Verifies an ID token's signature against the provider's published keys (JWKS), its issuer and audience; throws when it fails. */
  verifyIdToken(idToken: string): Promise<void>
}
