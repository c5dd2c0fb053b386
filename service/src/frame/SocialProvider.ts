import type { SocialIdentity } from './SocialIdentity.ts'

/** A configured provider of social login (OpenID Connect or plain OAuth 2.0), as the login routes use it. */
export interface SocialProvider {
  /** The authorization URL of one login: code flow with PKCE (S256) and `state`; the `nonce` is sent only to an OpenID provider. */
  authorizationUrl(login: { redirectUri: string; state: string; nonce: string; codeChallenge: string }): Promise<URL>
  /** Exchanges the callback's code (checking its state, with the PKCE verifier) and answers who signed in; throws when anything is wrong. */
  identify(callback: URL, login: { state: string; nonce: string; codeVerifier: string }): Promise<SocialIdentity>
}
