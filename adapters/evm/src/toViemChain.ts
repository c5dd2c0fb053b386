import type { Network } from '@portico/kernel'
import type { Chain } from 'viem'

/** A kernel Network as a viem Chain, with the RPC urls in use as its default. */
export function toViemChain(network: Network, rpcUrls: readonly string[]): Chain {
  const explorers = Object.values(network.blockExplorers ?? {})
  const [firstExplorer] = explorers
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...rpcUrls] } },
    ...(firstExplorer ? { blockExplorers: { ...network.blockExplorers, default: network.blockExplorers?.default ?? firstExplorer } } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  }
}
