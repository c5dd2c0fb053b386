import type { EvmNames } from '@portico/adapter-evm'
import type { Network } from '@portico/kernel'
import { TimedCache } from '@portico/kernel/extend'
import type { Storage } from '@portico/kernel/extend'

/**
 * An address's name on a network through the adapter's names (ENS lookups, registered names
 * included), kept in SPEC §3's `identityCache` for 5 min (SPEC §9), "none" included; a lookup
 * that fails is not cached.
 */
export async function lookUpAccountName(names: EvmNames, storage: Storage, address: string, network: Network): Promise<string | undefined> {
  const identity = new TimedCache(storage, 'identityCache')
  const key = `${network.caipNetworkId}:${address.toLowerCase()}`
  const cached = identity.get(key)
  if (cached) return cached.identity.name ?? undefined
  const profile = await names.getProfile(address, network)
  identity.set(key, { identity: { name: profile.name ?? null, avatar: profile.avatarUrl ?? null } })
  return profile.name
}
