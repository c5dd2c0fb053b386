import type { ChainNamespace } from './ChainNamespace.ts'
import { CaipAddress } from './CaipAddress.ts'
import type { CaipNetworkId } from './CaipNetworkId.ts'

/** The parts of a CAIP address. */
export interface ParsedCaipAddress {
  namespace: ChainNamespace
  /** The chain reference, such as `1` for Ethereum mainnet. */
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
}

/** Splits a CAIP address into its parts; undefined when it is not valid per SPEC §5. */
export function parseCaipAddress(value: string): ParsedCaipAddress | undefined {
  if (!CaipAddress.is(value)) return undefined
  const [namespace, reference, address] = value.split(':') as [ChainNamespace, string, string]
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}
