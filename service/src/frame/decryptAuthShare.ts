import { createDecipheriv } from 'node:crypto'
import type { EncryptedShare } from './EncryptedShare.ts'
import type { KeyEncryptionKey } from './KeyEncryptionKey.ts'

const tagLength = 16

/** Decrypts an auth share with the key its row names (base64 out); throws when that key is not configured or the ciphertext, iv, key or user id do not match. */
export function decryptAuthShare(keys: readonly KeyEncryptionKey[], userId: string, share: EncryptedShare): string {
  const key = keys.find((candidate) => candidate.id === share.keyId)
  if (!key) throw new Error(`The key-encryption key "${share.keyId}" of a stored auth share is not configured`)
  const sealed = Buffer.from(share.ciphertext, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(share.iv, 'base64'))
  decipher.setAAD(Buffer.from(userId, 'utf8'))
  decipher.setAuthTag(sealed.subarray(sealed.length - tagLength))
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - tagLength)), decipher.final()]).toString('base64')
}
