/** What Chromium tells a page of the permissions policy it runs under (not in TypeScript's DOM types). */
interface FeaturePolicy {
  allowsFeature: (feature: string) => boolean
}

/**
 * Whether this browser offers WebAuthn passkeys with the PRF extension (what a passkey recovery
 * needs), and this frame may use them: a cross-origin frame may only when its embedder delegates
 * both passkey features (the iframe's `allow`).
 */
export async function prfAvailable(): Promise<boolean> {
  const credential = globalThis.PublicKeyCredential as (typeof PublicKeyCredential & { getClientCapabilities?: () => Promise<Record<string, boolean>> }) | undefined
  if (!credential?.getClientCapabilities) return false
  const policy = (globalThis.document as (Document & { featurePolicy?: FeaturePolicy }) | undefined)?.featurePolicy
  if (policy && !(policy.allowsFeature('publickey-credentials-create') && policy.allowsFeature('publickey-credentials-get'))) return false
  try {
    return (await credential.getClientCapabilities())['extension:prf'] === true
  } catch {
    return false
  }
}
