import type * as t from 'io-ts'
import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client'
import { appOriginAllowed } from './appOriginAllowed.ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { frameRequests } from './frameRequests.ts'
import { hashToken } from '../hashToken.ts'

const loginLifetimeMs = 10 * 60_000

/**
 * `POST /api/social/start`: the provider's authorization URL (authorization code with PKCE and
 * state; a nonce for an OpenID provider), the login remembered in the database with the app
 * origin it is bound to, for 10 minutes. The callback is the frame origin's `/oauth/callback`.
 */
export async function socialStartAnswer(context: FrameContext, body: t.TypeOf<typeof frameRequests.socialStart>): Promise<{ uri: string }> {
  const provider = context.socialProviders.get(body.provider)
  if (!provider) throw new FrameError('UNKNOWN_PROVIDER', `${body.provider} login is not configured`)
  if (!(await appOriginAllowed(context.projectOrigins, body.appOrigin))) throw new FrameError('APP_NOT_ALLOWED', 'This app is not allowed')
  const state = randomState()
  const nonce = randomNonce()
  const codeVerifier = randomPKCECodeVerifier()
  await context.database.query(
    'INSERT INTO frame_social_logins (state_hash, provider, app_origin, nonce, code_verifier, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [hashToken(state), body.provider, body.appOrigin, nonce, codeVerifier, new Date(context.now().getTime() + loginLifetimeMs).toISOString()],
  )
  const uri = await provider.authorizationUrl({ redirectUri: `${context.url}/oauth/callback`, state, nonce, codeChallenge: await calculatePKCECodeChallenge(codeVerifier) })
  return { uri: uri.href }
}
