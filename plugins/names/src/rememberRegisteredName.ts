import type { Network } from '@portico/kernel'
import { TimedCache } from '@portico/kernel/extend'
import type { Storage } from '@portico/kernel/extend'
import type { RegisteredName } from './RegisteredName.ts'

/**
 * Writes a name just registered into SPEC §3's ENS and identity caches (5 min), over what they
 * held ("none" looked up before the registration): the name and its bare label point to the
 * address, and the address's name is the new one.
 */
export function rememberRegisteredName(storage: Storage, network: Network, registered: RegisteredName): void {
  const ens = new TimedCache(storage, 'ensCache')
  ens.set(`${network.caipNetworkId}:${registered.name.toLowerCase()}`, { address: registered.address })
  ens.set(`${network.caipNetworkId}:${registered.label.toLowerCase()}`, { address: registered.address })
  new TimedCache(storage, 'identityCache').set(`${network.caipNetworkId}:${registered.address.toLowerCase()}`, { identity: { name: registered.name, avatar: null } })
}
