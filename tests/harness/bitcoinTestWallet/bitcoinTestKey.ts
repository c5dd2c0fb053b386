/** The Bitcoin test wallet's fixed secp256k1 key (32 bytes of 0x21): the harness funds its testnet P2WPKH address, the demo's wallet holds it. */
export function bitcoinTestKey(): Uint8Array {
  return new Uint8Array(32).fill(0x21)
}
