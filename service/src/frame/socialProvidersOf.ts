import { createRemoteJWKSet, jwtVerify } from 'jose'
import { allowInsecureRequests, discovery } from 'openid-client'
import type { Configuration } from 'openid-client'
import type { FrameConfig } from './FrameConfig.ts'
import type { SocialProvider } from './SocialProvider.ts'

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The configured OpenID Connect providers, by provider id: each discovers its issuer's metadata on
 * first use (kept while it works; a failed discovery is tried again next time) and checks ID tokens
 * against its JWKS with jose (openid-client, as OpenID Connect allows for a token from the token
 * endpoint over TLS, does not check their signature). Plain HTTP is allowed for an issuer on
 * loopback only (a local provider).
 */
export function socialProvidersOf(social: FrameConfig['social']): Map<string, SocialProvider> {
  return new Map(
    (social ?? []).map((entry) => {
      let discovered: Promise<Configuration> | undefined
      let keys: ReturnType<typeof createRemoteJWKSet> | undefined
      const issuer = new URL(entry.issuer)
      const insecure = issuer.protocol === 'http:' && loopbackHosts.has(issuer.host.replace(/:\d+$/, ''))
      const configuration = () =>
        (discovered ??= discovery(issuer, entry.clientId, entry.clientSecret, undefined, insecure ? { execute: [allowInsecureRequests] } : {}).catch((error: unknown) => {
          discovered = undefined
          throw error
        }))
      const provider: SocialProvider = {
        configuration,
        async verifyIdToken(idToken) {
          const metadata = (await configuration()).serverMetadata()
          if (metadata.jwks_uri === undefined) throw new Error(`${entry.issuer} publishes no JWKS`)
          keys ??= createRemoteJWKSet(new URL(metadata.jwks_uri))
          await jwtVerify(idToken, keys, { issuer: metadata.issuer, audience: entry.clientId })
        },
      }
      return [entry.provider, provider] as const
    }),
  )
}
