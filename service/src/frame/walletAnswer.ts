import type { FrameContext } from './FrameContext.ts'
import { decryptAuthShare } from './decryptAuthShare.ts'
import type { LiveSession } from './LiveSession.ts'

/** `GET /api/wallet`: the session user's wallet, its auth share decrypted, or null. */
export async function walletAnswer(context: FrameContext, session: LiveSession): Promise<{ wallet: null | { addresses: { eip155: string; solana: string }; authShare: string; recovery: unknown } }> {
  const [row] = await context.database.query<{ eip155_address: string; solana_address: string; auth_share_ciphertext: string; auth_share_iv: string; kek_id: string; recovery: unknown }>(
    'SELECT eip155_address, solana_address, auth_share_ciphertext, auth_share_iv, kek_id, recovery FROM frame_wallets WHERE user_id = $1',
    [session.user.id],
  )
  if (!row) return { wallet: null }
  const authShare = decryptAuthShare(context.keys, session.user.id, { ciphertext: row.auth_share_ciphertext, iv: row.auth_share_iv, keyId: row.kek_id })
  return { wallet: { addresses: { eip155: row.eip155_address, solana: row.solana_address }, authShare, recovery: typeof row.recovery === 'string' ? (JSON.parse(row.recovery) as unknown) : row.recovery } }
}
