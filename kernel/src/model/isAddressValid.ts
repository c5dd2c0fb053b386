import type { ChainNamespace } from './ChainNamespace.ts'
import { isEip155Address } from './isEip155Address.ts'
import { isSolanaAddress } from './isSolanaAddress.ts'

/**
 * Whether an address is valid for its namespace (SPEC §5). Only eip155 and Solana have a rule;
 * for the other namespaces any non-empty address passes.
 */
export function isAddressValid(namespace: ChainNamespace, address: string): boolean {
  if (namespace === 'eip155') return isEip155Address(address)
  if (namespace === 'solana') return isSolanaAddress(address)
  return address.length > 0
}
