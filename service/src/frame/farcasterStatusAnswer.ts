import * as t from 'io-ts'
import { parseSiweMessage } from 'viem/siwe'
import { decodeWith } from '../decodeWith.ts'
import { hashToken } from '../hashToken.ts'
import { hexString } from '../hexString.ts'
import { farcasterRelayCall } from './farcasterRelayCall.ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { frameRequests } from './frameRequests.ts'
import type { FrameSession } from './FrameSession.ts'
import type { FrameUser } from './FrameUser.ts'
import { signInIdentity } from './signInIdentity.ts'

const loginLifetimeMs = 10 * 60_000
/** How far a signer's clock may run ahead of ours. */
const clockSkewMs = 60_000

const Signature = hexString('a hex signature')

const RelayStatus = t.union(
  [
    t.type({ state: t.literal('pending') }),
    t.intersection([t.type({ state: t.literal('completed'), message: t.string, signature: Signature }), t.partial({ username: t.string })]),
  ],
  "the relay's status { state: 'pending' } or { state: 'completed', message, signature, username? }",
)

const invalid = () => new FrameError('FARCASTER_LOGIN_INVALID', 'This Farcaster login is not valid any more')

/** Whether the signed message was made for this login: issued after it started (less the skew) and not after now (plus the skew), not yet expired, already valid. */
function fresh(message: string, now: Date): boolean {
  const { issuedAt, expirationTime, notBefore } = parseSiweMessage(message)
  const at = now.getTime()
  if (issuedAt === undefined || issuedAt.getTime() < at - loginLifetimeMs - clockSkewMs || issuedAt.getTime() > at + clockSkewMs) return false
  return (expirationTime === undefined || expirationTime.getTime() > at) && (notBefore === undefined || notBefore.getTime() <= at + clockSkewMs)
}

/**
 * `POST /api/farcaster/status`: `{ approved: false }` while the relay's channel waits for the user;
 * once the relay reports the message signed, the login is used up whatever the outcome and the
 * message and signature are verified with `verifySignInMessage` (our nonce, our domain, the signer
 * the fid's custody or auth address in Farcaster's registries on Optimism), the message must be
 * fresh, and the user (farcaster, fid), named by the relay's username, gets a session. A channel
 * of another app origin is refused and used up.
 */
export async function farcasterStatusAnswer(context: FrameContext, body: t.TypeOf<typeof frameRequests.farcasterStatus>): Promise<{ approved: false } | { approved: true; session: FrameSession; user: FrameUser }> {
  const { farcaster } = context
  if (!farcaster) throw new FrameError('UNKNOWN_PROVIDER', 'Farcaster login is not configured')
  const channelHash = hashToken(body.channel)
  const spend = () => context.database.query<{ nonce: string }>('UPDATE frame_farcaster_logins SET used_at = $2 WHERE channel_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING nonce', [channelHash, context.now().toISOString()])
  const [login] = await context.database.query<{ app_origin: string }>('SELECT app_origin FROM frame_farcaster_logins WHERE channel_hash = $1 AND used_at IS NULL AND expires_at > $2', [channelHash, context.now().toISOString()])
  if (!login) throw invalid()
  if (login.app_origin !== body.appOrigin) {
    await spend()
    throw invalid()
  }
  let status: t.TypeOf<typeof RelayStatus>
  try {
    const answered = await farcasterRelayCall(farcaster.client.status({ channelToken: body.channel }), [200, 202], farcaster.relayTimeoutMs)
    status = decodeWith(RelayStatus, answered, "The relay's status")
  } catch (error) {
    throw new FrameError('FARCASTER_RELAY_FAILED', `The Farcaster relay failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (status.state === 'pending') return { approved: false }
  const [claimed] = await spend()
  if (!claimed) throw invalid()
  const verified = await farcaster.client.verifySignInMessage({ nonce: claimed.nonce, domain: farcaster.domain, message: status.message, signature: status.signature, acceptAuthAddress: true })
  if (verified.isError || !fresh(status.message, context.now())) throw invalid()
  return { approved: true, ...(await signInIdentity(context, 'farcaster', { subject: String(verified.fid), userName: status.username ?? null }, body.deviceId)) }
}
