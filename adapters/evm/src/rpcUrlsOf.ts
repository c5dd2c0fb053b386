import type { Network } from '@portico/kernel'

/** The RPC urls for a network: the host's override for its chain id, else its own (`default` first), without repeats. */
export function rpcUrlsOf(network: Network, overrides: Readonly<Record<string, readonly string[]>> = {}): string[] {
  const override = overrides[String(network.id)]
  if (override && override.length > 0) return [...new Set(override)]
  const { default: first, ...others } = network.rpcUrls
  return [...new Set([...(first?.http ?? []), ...Object.values(others).flatMap((urls) => urls.http)])]
}
