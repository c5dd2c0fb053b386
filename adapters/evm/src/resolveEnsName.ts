import type { Address, Client } from 'viem'
import { getEnsAddress } from 'viem/actions'
import { normalize } from 'viem/ens'

/** The address a name points to through a universal resolver (ENS name normalisation first); null when none. Loaded on demand: normalisation tables are large. */
export async function resolveEnsName(client: Client, name: string, universalResolverAddress: Address): Promise<Address | null> {
  return getEnsAddress(client, { name: normalize(name), universalResolverAddress })
}
