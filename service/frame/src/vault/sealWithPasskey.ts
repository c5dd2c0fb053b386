import { base64Bytes } from './base64Bytes.ts'
import { passkeyPrfOutput } from './passkeyPrfOutput.ts'
import { prfKeyOf } from './prfKeyOf.ts'
import type { RecoveryEnvelope } from './RecoveryEnvelope.ts'

/** Encrypts a recovery share under a passkey: PRF (random 32-byte prfSalt) → HKDF → AES-GCM (random 12-byte iv). */
export async function sealWithPasskey(share: Uint8Array, credentialId: Uint8Array<ArrayBuffer>): Promise<Extract<RecoveryEnvelope, { kind: 'passkey' }>> {
  const prfSalt = crypto.getRandomValues(new Uint8Array(32))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const output = await passkeyPrfOutput(credentialId, prfSalt)
  const key = await prfKeyOf(output).finally(() => output.fill(0))
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(share)))
  return {
    kind: 'passkey',
    credentialId: base64Bytes.encode(credentialId),
    prfSalt: base64Bytes.encode(prfSalt),
    iv: base64Bytes.encode(iv),
    ciphertext: base64Bytes.encode(ciphertext),
  }
}
