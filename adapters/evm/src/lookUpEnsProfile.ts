import type { AddressProfile } from '@portico/kernel/extend'
import type { Address, Client } from 'viem'
import { getEnsAvatar, getEnsName } from 'viem/actions'

/** The primary name of an address and that name's avatar, through a universal resolver; empty when it has no name. Loaded on demand. */
export async function lookUpEnsProfile(client: Client, address: Address, universalResolverAddress: Address): Promise<AddressProfile> {
  const name = await getEnsName(client, { address, universalResolverAddress })
  if (!name) return {}
  const avatarUrl = await getEnsAvatar(client, { name, universalResolverAddress }).catch(() => null)
  return avatarUrl ? { name, avatarUrl } : { name }
}
