import { allowInsecureRequests, authorizationCodeGrant, buildAuthorizationUrl, ClientSecretBasic, ClientSecretPost, Configuration, fetchProtectedResource } from 'openid-client'
import { oauthProviderDefaults } from './oauthProviderDefaults.ts'
import { onLoopback } from './onLoopback.ts'
import type { SocialProvider } from './SocialProvider.ts'
import type { SocialProviderConfig } from './SocialProviderConfig.ts'

/**
 * A plain OAuth 2.0 provider (GitHub, X, Discord, Facebook) through openid-client's OAuth 2.0
 * functions on authorization server metadata written here (these providers publish none): the
 * code exchanged at the token endpoint with the PKCE verifier and the state checked, then the user
 * from the provider's user API, decoded. Each endpoint is the provider's real one unless the
 * entry overrides it; plain HTTP only when every endpoint is on loopback (a local provider).
 */
export function oauthProviderOf(entry: Exclude<SocialProviderConfig, { issuer: string }>): SocialProvider {
  const defaults = oauthProviderDefaults[entry.provider]
  const authorizationUrl = new URL(entry.authorizationUrl ?? defaults.authorizationUrl)
  const tokenUrl = new URL(entry.tokenUrl ?? defaults.tokenUrl)
  const userUrl = new URL(entry.userUrl ?? defaults.userUrl)
  const scope = entry.scope ?? defaults.scope
  const clientAuthentication = defaults.clientAuthentication === 'basic' ? ClientSecretBasic(entry.clientSecret) : ClientSecretPost(entry.clientSecret)
  const configuration = new Configuration({ issuer: authorizationUrl.origin, authorization_endpoint: authorizationUrl.href, token_endpoint: tokenUrl.href }, entry.clientId, entry.clientSecret, clientAuthentication)
  if ([authorizationUrl, tokenUrl, userUrl].every(onLoopback)) allowInsecureRequests(configuration)
  return {
    authorizationUrl: ({ redirectUri, state, codeChallenge }) =>
      Promise.resolve(buildAuthorizationUrl(configuration, { redirect_uri: redirectUri, response_type: 'code', scope, state, code_challenge: codeChallenge, code_challenge_method: 'S256' })),
    async identify(callback, { state, codeVerifier }) {
      const tokens = await authorizationCodeGrant(configuration, callback, { pkceCodeVerifier: codeVerifier, expectedState: state })
      const answer = await fetchProtectedResource(configuration, tokens.access_token, userUrl, 'GET', undefined, new Headers({ accept: 'application/json' }))
      if (!answer.ok) throw new Error(`${entry.provider}'s user API answered ${answer.status}`)
      return defaults.identityOf(await answer.json())
    },
  }
}
