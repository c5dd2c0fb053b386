import { createCipheriv, randomBytes } from 'node:crypto'
import type { EncryptedShare } from './EncryptedShare.ts'
import type { KeyEncryptionKey } from './KeyEncryptionKey.ts'

/** Encrypts an auth share (base64) under a key-encryption key with AES-256-GCM: a random 12-byte iv, the user id as additional authenticated data. */
export function encryptAuthShare(key: KeyEncryptionKey, userId: string, authShare: string): EncryptedShare {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key.key, iv)
  cipher.setAAD(Buffer.from(userId, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(Buffer.from(authShare, 'base64')), cipher.final(), cipher.getAuthTag()])
  return { ciphertext: ciphertext.toString('base64'), iv: iv.toString('base64'), keyId: key.id }
}
