import { oauthProviderOf } from './oauthProviderOf.ts'
import { openIdProviderOf } from './openIdProviderOf.ts'
import type { SocialProvider } from './SocialProvider.ts'
import type { SocialProviderConfig } from './SocialProviderConfig.ts'

/** The configured social providers, by provider id: an entry with an `issuer` is OpenID Connect, one without is plain OAuth 2.0. */
export function socialProvidersOf(social: readonly SocialProviderConfig[] | undefined): Map<string, SocialProvider> {
  return new Map((social ?? []).map((entry) => [entry.provider, 'issuer' in entry ? openIdProviderOf(entry) : oauthProviderOf(entry)] as const))
}
