import { base58 } from '@scure/base'

/** 96 random bits from `crypto.getRandomValues`, as base58 text (alphanumeric, as EIP-4361 requires). */
export function generateNonce(): string {
  return base58.encode(crypto.getRandomValues(new Uint8Array(12)))
}
