import type { ChainNamespace } from './ChainNamespace.ts'
import { CaipNetworkId } from './CaipNetworkId.ts'

/** The parts of a CAIP-2 network id. */
export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  /** The chain reference, such as `1` for Ethereum mainnet. */
  reference: string
}

/** Splits a CAIP-2 network id into namespace and reference; undefined when it is not valid. */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId | undefined {
  if (!CaipNetworkId.is(value)) return undefined
  const [namespace, reference] = value.split(':') as [ChainNamespace, string]
  return { namespace, reference }
}
