import type { Network } from '@portico/kernel'

/** The RPC url of a network: the host's first override for its CAIP-2 id, else its `default` url, else any of its own. */
export function rpcUrlOf(network: Network, overrides: Readonly<Record<string, readonly string[]>> = {}): string | undefined {
  const override = overrides[network.caipNetworkId]?.[0]
  if (override) return override
  const { default: first, ...others } = network.rpcUrls
  return first?.http[0] ?? Object.values(others).flatMap((urls) => urls.http)[0]
}
