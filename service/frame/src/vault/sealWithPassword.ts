import { argon2Parameters } from './argon2Parameters.ts'
import { base64Bytes } from './base64Bytes.ts'
import { passwordKeyOf } from './passwordKeyOf.ts'
import type { RecoveryEnvelope } from './RecoveryEnvelope.ts'

/** Encrypts a recovery share under a password: Argon2id (OWASP minimum, random 16-byte salt) → AES-GCM (random 12-byte iv). */
export async function sealWithPassword(share: Uint8Array, password: string): Promise<Extract<RecoveryEnvelope, { kind: 'password' }>> {
  const parameters = argon2Parameters.sealing
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await passwordKeyOf(password, salt, parameters)
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(share)))
  return {
    kind: 'password',
    salt: base64Bytes.encode(salt),
    iv: base64Bytes.encode(iv),
    ciphertext: base64Bytes.encode(ciphertext),
    argon2: { ...parameters },
  }
}
