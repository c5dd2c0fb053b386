import { PasskeyFailedError } from './errors.ts'

/** Asserts the passkey (WebAuthn `get`, user verification required) with `extensions.prf.eval.first = prfSalt`; its 32-byte PRF output. */
export async function passkeyPrfOutput(credentialId: Uint8Array<ArrayBuffer>, prfSalt: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  let assertion: Credential | null
  try {
    assertion = await navigator.credentials.get({
      publicKey: {
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        allowCredentials: [{ type: 'public-key', id: credentialId }],
        userVerification: 'required',
        extensions: { prf: { eval: { first: prfSalt } } },
      },
    })
  } catch (error) {
    throw new PasskeyFailedError('The passkey was not asserted', error)
  }
  if (!(assertion instanceof PublicKeyCredential)) throw new PasskeyFailedError('No passkey was asserted')
  const first = assertion.getClientExtensionResults().prf?.results?.first
  if (first === undefined) throw new PasskeyFailedError('The passkey gave no PRF output')
  return new Uint8Array(first instanceof ArrayBuffer ? first : first.buffer.slice(first.byteOffset, first.byteOffset + first.byteLength))
}
