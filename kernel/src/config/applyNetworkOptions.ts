import type { Network } from '../model/Network.ts'
import type { CustomRpcUrls } from './CustomRpcUrls.ts'

/**
 * A network with the host's `chainImages` (by chain id or CAIP-2 id) as its image and its
 * `customRpcUrls` before its own default RPC urls; the network itself when neither names it.
 */
export function applyNetworkOptions(
  network: Network,
  { chainImages, customRpcUrls }: { chainImages?: Record<string, string> | undefined; customRpcUrls?: CustomRpcUrls | undefined },
): Network {
  const imageUrl = chainImages?.[network.caipNetworkId] ?? chainImages?.[String(network.id)]
  const customUrls = (customRpcUrls?.[network.caipNetworkId] ?? []).map((entry) => entry.url)
  if (imageUrl === undefined && customUrls.length === 0) return network
  const applied: Network = { ...network }
  if (imageUrl !== undefined) applied.assets = { ...network.assets, imageUrl }
  if (customUrls.length > 0) {
    const own = network.rpcUrls.default?.http ?? []
    applied.rpcUrls = { ...network.rpcUrls, default: { http: [...new Set([...customUrls, ...own])] } }
  }
  return applied
}
