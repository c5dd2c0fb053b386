import type { Keypair } from '@solana/web3.js'

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Signs bytes with a keypair's ed25519 key through Web Crypto (Node and browsers alike). */
export async function signEd25519(keypair: Keypair, message: Uint8Array): Promise<Uint8Array> {
  const jwk = { kty: 'OKP', crv: 'Ed25519', d: base64Url(keypair.secretKey.slice(0, 32)), x: base64Url(keypair.publicKey.toBytes()) }
  const key = await crypto.subtle.importKey('jwk', jwk, { name: 'Ed25519' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key, Uint8Array.from(message)))
}
