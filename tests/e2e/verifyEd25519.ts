import { createPublicKey, verify } from 'node:crypto'

/** Verifies an ed25519 signature of a text message with node:crypto, the public key wrapped as SPKI DER. */
export function verifyEd25519(message: string, signature: Uint8Array, publicKey: Uint8Array): boolean {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(publicKey)])
  return verify(null, Buffer.from(message), createPublicKey({ key: spki, format: 'der', type: 'spki' }), Buffer.from(signature))
}
