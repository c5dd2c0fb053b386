import * as t from 'io-ts'
import { decodeWith } from '../decodeWith.ts'
import type { SocialIdentity } from './SocialIdentity.ts'

/** What a plain OAuth 2.0 provider needs beyond the client's id and secret. */
interface OAuthProviderDefaults {
  authorizationUrl: string
  tokenUrl: string
  /** The user API answering who the access token belongs to. */
  userUrl: string
  scope: string
  /** How the client authenticates at the token endpoint: HTTP Basic, or the id and secret in the form body. */
  clientAuthentication: 'basic' | 'post'
  /** The identity in the user API's answer, decoded; throws when it is not the provider's shape. */
  identityOf(answer: unknown): SocialIdentity
}

const GitHubUser = t.type({ id: t.number, login: t.string }, 'a GitHub user { id, login }')
const XUser = t.type({ data: t.type({ id: t.string, username: t.string }) }, 'an X user { data: { id, username } }')
const DiscordUser = t.type({ id: t.string, username: t.string }, 'a Discord user { id, username }')
const FacebookUser = t.type({ id: t.string, name: t.string }, 'a Facebook user { id, name }')

/**
 * The real endpoints, scopes and user shapes of the OAuth 2.0 providers that do not speak OpenID
 * Connect: GitHub (`GET /user`), X (OAuth 2.0 with PKCE, `GET /2/users/me`; a confidential client
 * authenticates with HTTP Basic), Discord (`GET /users/@me`) and Facebook Login (Graph API
 * `GET /me?fields=id,name`).
 */
export const oauthProviderDefaults: Record<'github' | 'x' | 'discord' | 'facebook', OAuthProviderDefaults> = {
  github: {
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userUrl: 'https://api.github.com/user',
    scope: 'read:user',
    clientAuthentication: 'post',
    identityOf(answer) {
      const user = decodeWith(GitHubUser, answer, "GitHub's user")
      return { subject: String(user.id), userName: user.login }
    },
  },
  x: {
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userUrl: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    clientAuthentication: 'basic',
    identityOf(answer) {
      const { data } = decodeWith(XUser, answer, "X's user")
      return { subject: data.id, userName: data.username }
    },
  },
  discord: {
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userUrl: 'https://discord.com/api/users/@me',
    scope: 'identify',
    clientAuthentication: 'post',
    identityOf(answer) {
      const user = decodeWith(DiscordUser, answer, "Discord's user")
      return { subject: user.id, userName: user.username }
    },
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v23.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v23.0/oauth/access_token',
    userUrl: 'https://graph.facebook.com/v23.0/me?fields=id,name',
    scope: 'public_profile',
    clientAuthentication: 'post',
    identityOf(answer) {
      const user = decodeWith(FacebookUser, answer, "Facebook's user")
      return { subject: user.id, userName: user.name }
    },
  },
}
