/** Whether this browser offers WebAuthn passkeys with the PRF extension (what a passkey recovery needs). */
export async function prfAvailable(): Promise<boolean> {
  const credential = globalThis.PublicKeyCredential as (typeof PublicKeyCredential & { getClientCapabilities?: () => Promise<Record<string, boolean>> }) | undefined
  if (!credential?.getClientCapabilities) return false
  try {
    return (await credential.getClientCapabilities())['extension:prf'] === true
  } catch {
    return false
  }
}
