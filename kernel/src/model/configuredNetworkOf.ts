import type { Network } from './Network.ts'
import type { NetworkInput } from './NetworkInput.ts'
import { NetworkNotConfiguredError } from '../errors/NetworkNotConfiguredError.ts'

/** The configured network a host names (a network object or a CAIP-2 id); throws when none is configured under it. */
export function configuredNetworkOf(configured: readonly Network[], input: NetworkInput): Network {
  const caipNetworkId = typeof input === 'string' ? input : (input.caipNetworkId ?? `${input.chainNamespace ?? 'eip155'}:${input.id}`)
  const network = configured.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network) throw new NetworkNotConfiguredError(`${caipNetworkId} is not among the networks given to createAppKit`)
  return network
}
