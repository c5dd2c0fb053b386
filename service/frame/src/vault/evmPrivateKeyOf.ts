import { bytesToHex } from 'viem'
import type { Hex } from 'viem'

/** The EVM private key of a user secret: its first 32 bytes, as hex. */
export function evmPrivateKeyOf(secret: Uint8Array): Hex {
  return bytesToHex(secret.subarray(0, 32))
}
