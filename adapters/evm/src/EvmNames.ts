import type { Network } from '@portico/kernel'
import type { AddressProfile } from '@portico/kernel/extend'

/** ENS on the networks that have a universal resolver: names to addresses, and an address's name and avatar. */
export interface EvmNames {
  /**
   * The address a name (such as `vitalik.eth`, or a bare label such as `ada-42` under the network's
   * parent name, `nameParents`) points to; undefined when none or when the network has no names.
   */
  resolveName(name: string, network: Network): Promise<string | undefined>
  /** The primary name and avatar of an address; empty when the network has no names. */
  getProfile(address: string, network: Network): Promise<AddressProfile>
}
