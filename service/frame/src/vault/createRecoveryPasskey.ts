import { PasskeyFailedError } from './errors.ts'

/** Who the recovery passkey is for: the name shown by the authenticator. */
export interface RecoveryPasskeyOptions {
  /** The account name the authenticator shows (the user's e-mail or user name). */
  userName: string
  /** The relying party's display name; its id is this origin's host (WebAuthn's default). */
  relyingPartyName?: string
}

/** Registers a discoverable passkey with the PRF extension on this origin (WebAuthn `create`); its credential id. */
export async function createRecoveryPasskey(options: RecoveryPasskeyOptions): Promise<Uint8Array<ArrayBuffer>> {
  let credential: Credential | null
  try {
    credential = await navigator.credentials.create({
      publicKey: {
        rp: { name: options.relyingPartyName ?? 'Portico' },
        // A random handle: the authenticator learns nothing about the user's id.
        user: { id: crypto.getRandomValues(new Uint8Array(16)), name: options.userName, displayName: options.userName },
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        extensions: { prf: {} },
      },
    })
  } catch (error) {
    throw new PasskeyFailedError('The passkey was not created', error)
  }
  if (!(credential instanceof PublicKeyCredential)) throw new PasskeyFailedError('No passkey was created')
  if (credential.getClientExtensionResults().prf?.enabled !== true) throw new PasskeyFailedError('This authenticator has no PRF extension')
  return new Uint8Array(credential.rawId)
}
