const info = new TextEncoder().encode('portico/recovery-share/passkey/v1')

/** The AES-GCM key (non-extractable) of a passkey's PRF output: WebCrypto HKDF-SHA-256, empty salt, a fixed info. */
export async function prfKeyOf(prfOutput: Uint8Array): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new Uint8Array(prfOutput), 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
}
