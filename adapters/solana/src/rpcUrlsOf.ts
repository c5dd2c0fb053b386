import type { Network } from '@portico/kernel'

/** The RPC urls of a Solana network: the host's for its CAIP-2 id, else its own (`default` first), without repeats. */
export function rpcUrlsOf(network: Network, overrides: Readonly<Record<string, readonly string[]>> = {}): string[] {
  const override = overrides[network.caipNetworkId]
  if (override && override.length > 0) return [...new Set(override)]
  const { default: first, ...others } = network.rpcUrls
  return [...new Set([...(first?.http ?? []), ...Object.values(others).flatMap((urls) => urls.http)])]
}
