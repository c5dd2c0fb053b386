import { TimedCache } from '@portico/kernel/extend'
import type { AddressProfile, Storage } from '@portico/kernel/extend'
import type { EvmNames } from '@portico/adapter-evm'
import type { Network } from '@portico/kernel'

/**
 * The adapter's names behind SPEC §3's caches (§9 lifetimes): a name's address in `ensCache` and
 * an address's name and avatar in `identityCache`, each kept 5 min per network, "none" included.
 * A lookup that fails is not cached.
 */
export function cachedNames(names: EvmNames, storage: Storage): EvmNames {
  const ens = new TimedCache(storage, 'ensCache')
  const identity = new TimedCache(storage, 'identityCache')
  return {
    async resolveName(name: string, network: Network): Promise<string | undefined> {
      const key = `${network.caipNetworkId}:${name.toLowerCase()}`
      const cached = ens.get(key)
      if (cached) return cached.address ?? undefined
      const address = await names.resolveName(name, network)
      ens.set(key, { address: address ?? null })
      return address
    },
    async getProfile(address: string, network: Network): Promise<AddressProfile> {
      const key = `${network.caipNetworkId}:${address.toLowerCase()}`
      const cached = identity.get(key)?.identity
      if (cached) return { ...(cached.name ? { name: cached.name } : {}), ...(cached.avatar ? { avatarUrl: cached.avatar } : {}) }
      const profile = await names.getProfile(address, network)
      identity.set(key, { identity: { name: profile.name ?? null, avatar: profile.avatarUrl ?? null } })
      return profile
    },
  }
}
