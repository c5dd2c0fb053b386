import type { Network } from '@portico/kernel'
import type { Chain } from 'viem'

/** A viem chain as a kernel Network (SPEC §3): its ids, name, currency, RPC urls, explorers and testnet flag. */
export function toPorticoNetwork(chain: Chain): Network {
  const rpcUrls = Object.fromEntries(Object.entries(chain.rpcUrls).map(([key, urls]) => [key, { http: [...urls.http] }]))
  const explorers = Object.entries(chain.blockExplorers ?? {}).map(([key, { name, url }]) => [key, { name, url }] as const)
  return {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls,
    ...(explorers.length > 0 ? { blockExplorers: Object.fromEntries(explorers) } : {}),
    ...(chain.testnet === undefined ? {} : { testnet: chain.testnet }),
  }
}
