import type * as t from 'io-ts'
import { encryptAuthShare } from './encryptAuthShare.ts'
import type { FrameContext } from './FrameContext.ts'
import { FrameError } from './FrameError.ts'
import type { frameRequests } from './frameRequests.ts'
import type { LiveSession } from './LiveSession.ts'

/** `POST /api/wallet`: stores the session user's wallet, the auth share encrypted under the newest key-encryption key; 409 WALLET_EXISTS when they have one (the first wins). */
export async function storeWalletAnswer(context: FrameContext, session: LiveSession, body: t.TypeOf<typeof frameRequests.wallet>): Promise<Record<string, never>> {
  const [key] = context.keys
  if (!key) throw new Error('No key-encryption key is configured')
  const sealed = encryptAuthShare(key, session.user.id, body.authShare)
  const stored = await context.database.query(
    `INSERT INTO frame_wallets (user_id, eip155_address, solana_address, auth_share_ciphertext, auth_share_iv, kek_id, recovery)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [session.user.id, body.addresses.eip155, body.addresses.solana, sealed.ciphertext, sealed.iv, sealed.keyId, JSON.stringify(body.recovery)],
  )
  if (stored.length === 0) throw new FrameError('WALLET_EXISTS', 'This account has a wallet already')
  return {}
}
