import { createRecoveryPasskey } from './createRecoveryPasskey.ts'
import type { RecoveryEnvelope } from './RecoveryEnvelope.ts'
import type { RecoveryMethod } from './RecoveryMethod.ts'
import { sealWithPasskey } from './sealWithPasskey.ts'
import { sealWithPassword } from './sealWithPassword.ts'

/** Seals a new wallet's recovery share as the user chose: under their password, or under a passkey registered now. */
export async function sealRecoveryShare(share: Uint8Array, method: RecoveryMethod): Promise<RecoveryEnvelope> {
  if (method.kind === 'password') return sealWithPassword(share, method.password)
  const credentialId = await createRecoveryPasskey({ userName: method.userName })
  return sealWithPasskey(share, credentialId)
}
