import { sha256 } from '@noble/hashes/sha2'

const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

function varint(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  return Uint8Array.of(0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, (length >>> 24) & 0xff)
}

/** The Bitcoin signed-message hash: double sha256 of "\x18Bitcoin Signed Message:\n", the varint length and the message. */
export function bitcoinMessageHash(message: Uint8Array): Uint8Array {
  const length = varint(message.length)
  const data = new Uint8Array(prefix.length + length.length + message.length)
  data.set(prefix)
  data.set(length, prefix.length)
  data.set(message, prefix.length + length.length)
  return sha256(sha256(data))
}
