import * as t from 'io-ts'
import { ChainNamespace } from './ChainNamespace.ts'

/** A CAIP-10 account address: `namespace:reference:address`, such as `eip155:1:0xabc...`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 3 && parts.every((part) => part.length > 0) && ChainNamespace.is(parts[0])
}

/** The codec of a CAIP address (SPEC §5): exactly 3 non-empty colon-separated parts, a known namespace. */
export const CaipAddress = new t.Type<CaipAddress, string, unknown>(
  'CaipAddress',
  isCaipAddress,
  (input, context) => (isCaipAddress(input) ? t.success(input) : t.failure(input, context)),
  (value) => value,
)
