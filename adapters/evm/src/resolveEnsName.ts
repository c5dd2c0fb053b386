import type { Address, Client } from 'viem'
import { getEnsAddress } from 'viem/actions'
import { normalize } from 'viem/ens'

/**
 * The address a name points to through a universal resolver; null when none. The name is
 * normalised per ENSIP-15 first, and refused (null) when normalisation changes it beyond case: a
 * name with hidden characters (a zero-width space) would otherwise resolve as another name than
 * the one a person reads. Loaded on demand: normalisation tables are large.
 */
export async function resolveEnsName(client: Client, name: string, universalResolverAddress: Address): Promise<Address | null> {
  const normalized = normalize(name)
  if (normalized !== name.toLowerCase()) return null
  return getEnsAddress(client, { name: normalized, universalResolverAddress })
}
