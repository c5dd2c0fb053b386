import type { Network } from '@portico/kernel'
import { getAddress } from 'viem'
import type { Address } from 'viem'
import { mainnet, sepolia } from 'viem/chains'

const knownResolvers: Readonly<Record<string, Address>> = {
  [`eip155:${mainnet.id}`]: mainnet.contracts.ensUniversalResolver.address,
  [`eip155:${sepolia.id}`]: sepolia.contracts.ensUniversalResolver.address,
}

/**
 * The ENS universal resolver of a network: the host's (`ensResolvers`), else the one ENS runs on
 * Ethereum and Sepolia; undefined on a network without names.
 */
export function ensResolverOf(network: Network, hostResolvers: Readonly<Record<string, string>> | undefined): Address | undefined {
  const address = hostResolvers?.[network.caipNetworkId] ?? knownResolvers[network.caipNetworkId]
  return address === undefined ? undefined : getAddress(address)
}
