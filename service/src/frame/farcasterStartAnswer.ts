import { generateNonce } from '@farcaster/auth-client'
import * as t from 'io-ts'
import { decodeWith } from '../decodeWith.ts'
import { hashToken } from '../hashToken.ts'
import { appOriginAllowed } from './appOriginAllowed.ts'
import { farcasterRelayCall } from './farcasterRelayCall.ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { frameRequests } from './frameRequests.ts'

const loginLifetimeMs = 10 * 60_000

const CreatedChannel = t.type({ channelToken: t.string, url: t.string, nonce: t.string }, "the relay's channel { channelToken, url, nonce }")

/**
 * `POST /api/farcaster/start`: a Sign In With Farcaster channel on the relay for the frame's domain
 * with a nonce of ours (expiring with the login): the URL the user opens in their Farcaster app,
 * and the channel token the page polls with. The login is stored (the token's SHA-256, the nonce,
 * the app origin it is bound to) for 10 minutes.
 */
export async function farcasterStartAnswer(context: FrameContext, body: t.TypeOf<typeof frameRequests.farcasterStart>): Promise<{ url: string; channel: string }> {
  const { farcaster } = context
  if (!farcaster) throw new FrameError('UNKNOWN_PROVIDER', 'Farcaster login is not configured')
  if (!(await appOriginAllowed(context.projectOrigins, body.appOrigin))) throw new FrameError('APP_NOT_ALLOWED', 'This app is not allowed')
  const nonce = generateNonce()
  const expiresAt = new Date(context.now().getTime() + loginLifetimeMs).toISOString()
  let channel: t.TypeOf<typeof CreatedChannel>
  try {
    const created = await farcasterRelayCall(farcaster.client.createChannel({ siweUri: farcaster.siweUri, domain: farcaster.domain, nonce, expirationTime: expiresAt }), [201], farcaster.relayTimeoutMs)
    channel = decodeWith(CreatedChannel, created, "The relay's answer")
    if (channel.nonce !== nonce) throw new Error('The relay answered another nonce')
  } catch (error) {
    throw new FrameError('FARCASTER_RELAY_FAILED', `The Farcaster relay failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  await context.database.query('INSERT INTO frame_farcaster_logins (channel_hash, app_origin, nonce, expires_at) VALUES ($1, $2, $3, $4)', [hashToken(channel.channelToken), body.appOrigin, nonce, expiresAt])
  return { url: channel.url, channel: channel.channelToken }
}
