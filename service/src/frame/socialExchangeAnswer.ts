import { randomUUID } from 'node:crypto'
import type * as t from 'io-ts'
import { authorizationCodeGrant, fetchUserInfo } from 'openid-client'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { frameRequests } from './frameRequests.ts'
import type { FrameSession } from './FrameSession.ts'
import type { FrameUser } from './FrameUser.ts'
import { frameUserOf } from './frameUserOf.ts'
import { hashToken } from '../hashToken.ts'
import { issueSession } from './issueSession.ts'

/** The user's name among OpenID claims: the preferred user name, else the name, else the e-mail. */
function nameIn(claims: Record<string, unknown>): string | null {
  return [claims.preferred_username, claims.name, claims.email].find((value): value is string => typeof value === 'string' && value !== '') ?? null
}

const invalid = () => new FrameError('SOCIAL_LOGIN_INVALID', 'This login is not valid any more')

/**
 * `POST /api/social/exchange`: the provider's callback URL, for the app origin the login was started
 * for, becomes a session. The state is used up whatever the outcome; the code is exchanged with the
 * PKCE verifier and the ID token checked (issuer, audience, expiry, nonce by openid-client; its
 * signature against the provider's JWKS by the provider's verifyIdToken). The user is the provider's subject; made on the first login.
 */
export async function socialExchangeAnswer(context: FrameContext, body: t.TypeOf<typeof frameRequests.socialExchange>): Promise<{ session: FrameSession; user: FrameUser }> {
  const callback = new URL(body.callbackUri)
  if (callback.origin + callback.pathname !== `${context.url}/oauth/callback`) throw invalid()
  const state = callback.searchParams.get('state') ?? ''
  const [login] = await context.database.query<{ provider: string; app_origin: string; nonce: string; code_verifier: string }>(
    'UPDATE frame_social_logins SET used_at = $2 WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING provider, app_origin, nonce, code_verifier',
    [hashToken(state), context.now().toISOString()],
  )
  if (!login || login.app_origin !== body.appOrigin) throw invalid()
  const provider = context.socialProviders.get(login.provider)
  if (!provider) throw invalid()
  let subject: string
  let named: string | null
  try {
    const configuration = await provider.configuration()
    const tokens = await authorizationCodeGrant(configuration, callback, { pkceCodeVerifier: login.code_verifier, expectedState: state, expectedNonce: login.nonce, idTokenExpected: true })
    if (tokens.id_token === undefined) throw invalid()
    await provider.verifyIdToken(tokens.id_token)
    const claims = tokens.claims()
    if (!claims) throw invalid()
    subject = claims.sub
    named = nameIn(claims)
    // Providers that keep profile claims out of the ID token answer them at the userinfo endpoint.
    if (named === null && configuration.serverMetadata().userinfo_endpoint !== undefined) named = nameIn(await fetchUserInfo(configuration, tokens.access_token, subject))
  } catch {
    throw invalid()
  }
  return context.database.transaction(async (transaction) => {
    await transaction.query('INSERT INTO frame_users (id, auth_provider, subject, user_name) VALUES ($1, $2, $3, $4) ON CONFLICT (auth_provider, subject) DO UPDATE SET user_name = excluded.user_name', [randomUUID(), login.provider, subject, named])
    const [row] = await transaction.query('SELECT id, email, auth_provider, user_name FROM frame_users WHERE auth_provider = $1 AND subject = $2', [login.provider, subject])
    const user = frameUserOf(row ?? {})
    await transaction.query('INSERT INTO frame_devices (user_id, device_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [user.id, body.deviceId])
    return { session: await issueSession(context, transaction, user.id, randomUUID()), user }
  })
}
