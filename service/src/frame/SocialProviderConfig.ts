import * as t from 'io-ts'

const OpenIdProviderConfig = t.type(
  {
    provider: t.union([t.literal('google'), t.literal('github'), t.literal('apple'), t.literal('facebook'), t.literal('x'), t.literal('discord')], 'a provider: google, github, apple, facebook, x or discord'),
    issuer: t.string,
    clientId: t.string,
    clientSecret: t.string,
  },
  'an OpenID Connect provider { provider, issuer, clientId, clientSecret }',
)

const OAuthProviderConfig = t.intersection(
  [
    t.type({ provider: t.union([t.literal('github'), t.literal('x'), t.literal('discord'), t.literal('facebook')], 'an OAuth 2.0 provider: github, x, discord or facebook'), clientId: t.string, clientSecret: t.string }),
    t.partial({ authorizationUrl: t.string, tokenUrl: t.string, userUrl: t.string, scope: t.string }),
  ],
  'an OAuth 2.0 provider { provider, clientId, clientSecret, authorizationUrl?, tokenUrl?, userUrl?, scope? }',
)

/**
 * One entry of `secureFrame.social`: an OpenID Connect provider by its issuer (discovered), or,
 * without `issuer`, one of the OAuth 2.0 providers GitHub, X, Discord and Facebook at their real
 * endpoints, each endpoint and the scope overridable.
 */
export const SocialProviderConfig = t.union([OpenIdProviderConfig, OAuthProviderConfig], 'a social provider { provider, issuer, clientId, clientSecret } or { provider, clientId, clientSecret, authorizationUrl?, tokenUrl?, userUrl?, scope? }')
/** One entry of `secureFrame.social`, decoded. */
export type SocialProviderConfig = t.TypeOf<typeof SocialProviderConfig>
