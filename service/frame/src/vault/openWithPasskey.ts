import { base64Bytes } from './base64Bytes.ts'
import { RecoveryRefusedError } from './errors.ts'
import { passkeyPrfOutput } from './passkeyPrfOutput.ts'
import { prfKeyOf } from './prfKeyOf.ts'
import type { RecoveryEnvelope } from './RecoveryEnvelope.ts'

/** Opens a passkey envelope by asserting its passkey: the recovery share, or RecoveryRefusedError when it does not decrypt. */
export async function openWithPasskey(envelope: Extract<RecoveryEnvelope, { kind: 'passkey' }>): Promise<Uint8Array> {
  let credentialId: Uint8Array<ArrayBuffer>
  let prfSalt: Uint8Array<ArrayBuffer>
  let iv: Uint8Array<ArrayBuffer>
  let ciphertext: Uint8Array<ArrayBuffer>
  try {
    credentialId = base64Bytes.decode(envelope.credentialId)
    prfSalt = base64Bytes.decode(envelope.prfSalt)
    iv = base64Bytes.decode(envelope.iv)
    ciphertext = base64Bytes.decode(envelope.ciphertext)
  } catch (error) {
    throw new RecoveryRefusedError('The envelope is not base64', error)
  }
  const output = await passkeyPrfOutput(credentialId, prfSalt)
  const key = await prfKeyOf(output).finally(() => output.fill(0))
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, ciphertext))
  } catch (error) {
    throw new RecoveryRefusedError('The passkey does not open the envelope, or the envelope was changed', error)
  }
}
