import { RecoveryKindMismatchError } from './errors.ts'
import { openWithPasskey } from './openWithPasskey.ts'
import { openWithPassword } from './openWithPassword.ts'
import type { RecoveryEnvelope } from './RecoveryEnvelope.ts'
import type { RecoveryProof } from './RecoveryProof.ts'

/** Opens a recovery envelope with the proof of its kind: the recovery share; a proof of the other kind throws RecoveryKindMismatchError. */
export async function openRecoveryEnvelope(envelope: RecoveryEnvelope, proof: RecoveryProof): Promise<Uint8Array> {
  if (envelope.kind === 'password') {
    if (proof.kind !== 'password') throw new RecoveryKindMismatchError('password')
    return openWithPassword(envelope, proof.password)
  }
  if (proof.kind !== 'passkey') throw new RecoveryKindMismatchError('passkey')
  return openWithPasskey(envelope)
}
