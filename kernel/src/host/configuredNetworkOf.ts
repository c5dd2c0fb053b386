import { BaseError } from '../errors/BaseError.ts'
import type { Network } from '../model/Network.ts'
import type { NetworkInput } from './NetworkInput.ts'

/** The configured network a host names (a network object or a CAIP-2 id); throws when none is configured under it. */
export function configuredNetworkOf(configured: readonly Network[], input: NetworkInput): Network {
  const caipNetworkId = typeof input === 'string' ? input : (input.caipNetworkId ?? `${input.chainNamespace ?? 'eip155'}:${input.id}`)
  const network = configured.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network) throw new BaseError('Network not configured', { code: 'NETWORK_NOT_CONFIGURED', details: `${caipNetworkId} is not among the networks given to createAppKit` })
  return network
}
