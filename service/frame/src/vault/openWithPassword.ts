import { base64Bytes } from './base64Bytes.ts'
import { RecoveryRefusedError } from './errors.ts'
import { passwordKeyOf } from './passwordKeyOf.ts'
import type { RecoveryEnvelope } from './RecoveryEnvelope.ts'

/** Opens a password envelope: the recovery share, or RecoveryRefusedError for a wrong password or a tampered envelope. */
export async function openWithPassword(envelope: Extract<RecoveryEnvelope, { kind: 'password' }>, password: string): Promise<Uint8Array> {
  let salt: Uint8Array
  let iv: Uint8Array<ArrayBuffer>
  let ciphertext: Uint8Array<ArrayBuffer>
  try {
    salt = base64Bytes.decode(envelope.salt)
    iv = base64Bytes.decode(envelope.iv)
    ciphertext = base64Bytes.decode(envelope.ciphertext)
  } catch (error) {
    throw new RecoveryRefusedError('The envelope is not base64', error)
  }
  const key = await passwordKeyOf(password, salt, envelope.argon2)
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, ciphertext))
  } catch (error) {
    throw new RecoveryRefusedError('The password does not open the envelope, or the envelope was changed', error)
  }
}
