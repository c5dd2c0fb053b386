import { allowInsecureRequests, discovery } from 'openid-client'
import type { Configuration } from 'openid-client'
import type { FrameConfig } from './FrameConfig.ts'

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The configured OpenID Connect providers, by provider id: each discovers its issuer's metadata on
 * first use (kept while it works; a failed discovery is tried again next time). Plain HTTP is
 * allowed for an issuer on loopback only (a local provider).
 */
export function socialProvidersOf(social: FrameConfig['social']): Map<string, () => Promise<Configuration>> {
  return new Map(
    (social ?? []).map((entry) => {
      let discovered: Promise<Configuration> | undefined
      const issuer = new URL(entry.issuer)
      const insecure = issuer.protocol === 'http:' && loopbackHosts.has(issuer.host.replace(/:\d+$/, ''))
      const configuration = () =>
        (discovered ??= discovery(issuer, entry.clientId, entry.clientSecret, undefined, insecure ? { execute: [allowInsecureRequests] } : {}).catch((error: unknown) => {
          discovered = undefined
          throw error
        }))
      return [entry.provider, configuration] as const
    }),
  )
}
