import { createRemoteJWKSet, jwtVerify } from 'jose'
import { allowInsecureRequests, authorizationCodeGrant, buildAuthorizationUrl, discovery, fetchUserInfo } from 'openid-client'
import type { Configuration } from 'openid-client'
import { onLoopback } from './onLoopback.ts'
import type { SocialProvider } from './SocialProvider.ts'
import type { SocialProviderConfig } from './SocialProviderConfig.ts'

/** The user's name among OpenID claims: the preferred user name, else the name, else the e-mail. */
function nameIn(claims: Record<string, unknown>): string | null {
  return [claims.preferred_username, claims.name, claims.email].find((value): value is string => typeof value === 'string' && value !== '') ?? null
}

/**
 * An OpenID Connect provider: its issuer's metadata discovered on first use (kept while it works;
 * a failed discovery is tried again next time); the code exchanged with the PKCE verifier, the ID
 * token's issuer, audience, expiry and nonce checked by openid-client, and its signature against
 * the provider's JWKS by jose (openid-client, as OpenID Connect allows for a token from the token
 * endpoint over TLS, does not check it). Plain HTTP only for an issuer on loopback (a local provider).
 */
export function openIdProviderOf(entry: Extract<SocialProviderConfig, { issuer: string }>): SocialProvider {
  let discovered: Promise<Configuration> | undefined
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined
  const issuer = new URL(entry.issuer)
  const configuration = () =>
    (discovered ??= discovery(issuer, entry.clientId, entry.clientSecret, undefined, onLoopback(issuer) ? { execute: [allowInsecureRequests] } : {}).catch((error: unknown) => {
      discovered = undefined
      throw error
    }))
  return {
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      return buildAuthorizationUrl(await configuration(), { redirect_uri: redirectUri, response_type: 'code', scope: 'openid email profile', state, nonce, code_challenge: codeChallenge, code_challenge_method: 'S256' })
    },
    async identify(callback, { state, nonce, codeVerifier }) {
      const discoveredConfiguration = await configuration()
      const metadata = discoveredConfiguration.serverMetadata()
      const tokens = await authorizationCodeGrant(discoveredConfiguration, callback, { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true })
      if (tokens.id_token === undefined) throw new Error(`${entry.issuer} answered no ID token`)
      if (metadata.jwks_uri === undefined) throw new Error(`${entry.issuer} publishes no JWKS`)
      keys ??= createRemoteJWKSet(new URL(metadata.jwks_uri))
      await jwtVerify(tokens.id_token, keys, { issuer: metadata.issuer, audience: entry.clientId })
      const claims = tokens.claims()
      if (!claims) throw new Error(`${entry.issuer} answered no ID token claims`)
      const named = nameIn(claims)
      // Providers that keep profile claims out of the ID token answer them at the userinfo endpoint.
      if (named === null && metadata.userinfo_endpoint !== undefined) return { subject: claims.sub, userName: nameIn(await fetchUserInfo(discoveredConfiguration, tokens.access_token, claims.sub)) }
      return { subject: claims.sub, userName: named }
    },
  }
}
