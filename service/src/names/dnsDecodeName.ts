import { hexToBytes } from 'viem'
import type { Hex } from 'viem'

/** A name from DNS wire format (length-prefixed labels, then 0), as resolvers receive it; undefined when malformed. */
export function dnsDecodeName(encoded: Hex): string | undefined {
  const bytes = hexToBytes(encoded)
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset] ?? 0
    if (length === 0) return offset === bytes.length - 1 ? labels.join('.') : undefined
    const end = offset + 1 + length
    if (end > bytes.length) return undefined
    labels.push(new TextDecoder().decode(bytes.slice(offset + 1, end)))
    offset = end
  }
  return undefined
}
