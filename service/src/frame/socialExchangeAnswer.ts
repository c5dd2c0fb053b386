import type * as t from 'io-ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { frameRequests } from './frameRequests.ts'
import type { FrameSession } from './FrameSession.ts'
import type { FrameUser } from './FrameUser.ts'
import { hashToken } from '../hashToken.ts'
import { signInIdentity } from './signInIdentity.ts'

const invalid = () => new FrameError('SOCIAL_LOGIN_INVALID', 'This login is not valid any more')

/**
 * `POST /api/social/exchange`: the provider's callback URL, for the app origin the login was started
 * for, becomes a session. The state is used up whatever the outcome; the provider exchanges the code
 * with the PKCE verifier and says who signed in (an OpenID provider from the checked ID token, an
 * OAuth 2.0 one from its user API). The user is (provider, the provider's user id); made on the first login.
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
  const identity = await provider.identify(callback, { state, nonce: login.nonce, codeVerifier: login.code_verifier }).catch(() => {
    throw invalid()
  })
  return signInIdentity(context, login.provider, identity, body.deviceId)
}
