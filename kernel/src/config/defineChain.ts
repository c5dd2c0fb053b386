import { NetworkFromChain } from './NetworkFromChain.ts'
import { decode } from '../decode.ts'
import { ConfigError } from '../errors.ts'
import type { Network } from '../model/Network.ts'
import type { AppKitNetwork } from './AppKitNetwork.ts'

/**
 * A custom network, as AppKit's `defineChain`: the chain as given (its other fields, such as
 * viem's `contracts`, kept), checked and completed into a Network (namespace eip155 and CAIP id
 * `namespace:id` unless given). Throws a ConfigError naming a wrong field.
 */
export function defineChain<const Chain extends AppKitNetwork>(chain: Chain): Chain & Network {
  const decoded = decode(NetworkFromChain, chain)
  if (!decoded.ok) throw new ConfigError(`Invalid network: ${decoded.error}`)
  return decoded.value as Chain & Network
}
