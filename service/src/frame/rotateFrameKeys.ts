import type { Database } from '../Database.ts'
import { decryptAuthShare } from './decryptAuthShare.ts'
import { encryptAuthShare } from './encryptAuthShare.ts'
import type { KeyEncryptionKey } from './KeyEncryptionKey.ts'

/**
 * Re-encrypts every stored auth share that is not under the first (newest) key-encryption key
 * with it, each row decrypted with the key it names; resolves with the number of rows rotated.
 * After it, older keys can leave the configuration. A row changed meanwhile by another process is
 * left for the next run.
 */
export async function rotateFrameKeys(database: Database, keys: readonly KeyEncryptionKey[]): Promise<number> {
  const [newest] = keys
  if (!newest) throw new Error('rotateFrameKeys needs at least one key-encryption key')
  const rows = await database.query<{ user_id: string; auth_share_ciphertext: string; auth_share_iv: string; kek_id: string }>(
    'SELECT user_id, auth_share_ciphertext, auth_share_iv, kek_id FROM frame_wallets WHERE kek_id <> $1',
    [newest.id],
  )
  let rotated = 0
  for (const row of rows) {
    const share = decryptAuthShare(keys, row.user_id, { ciphertext: row.auth_share_ciphertext, iv: row.auth_share_iv, keyId: row.kek_id })
    const sealed = encryptAuthShare(newest, row.user_id, share)
    const updated = await database.query(
      'UPDATE frame_wallets SET auth_share_ciphertext = $2, auth_share_iv = $3, kek_id = $4 WHERE user_id = $1 AND kek_id = $5 AND auth_share_ciphertext = $6 RETURNING user_id',
      [row.user_id, sealed.ciphertext, sealed.iv, sealed.keyId, row.kek_id, row.auth_share_ciphertext],
    )
    rotated += updated.length
  }
  return rotated
}
