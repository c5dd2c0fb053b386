import * as t from 'io-ts'
import { ChainNamespace } from './ChainNamespace.ts'

/** A CAIP-2 network id: `namespace:reference`, such as `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && parts.every((part) => part.length > 0) && ChainNamespace.is(parts[0])
}

/** The codec of a CAIP-2 network id: exactly 2 non-empty colon-separated parts, a known namespace. */
export const CaipNetworkId = new t.Type<CaipNetworkId, string, unknown>(
  'CaipNetworkId',
  isCaipNetworkId,
  (input, context) => (isCaipNetworkId(input) ? t.success(input) : t.failure(input, context)),
  (value) => value,
)
