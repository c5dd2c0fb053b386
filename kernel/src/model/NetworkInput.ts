/**
 * A network as a host names one to switch to: a network object (ours, AppKit's, or a viem chain,
 * read by its `caipNetworkId`, else its `id` on eip155) or a CAIP-2 id such as `eip155:1`.
 */
export type NetworkInput = string | { id: number | string; caipNetworkId?: string; chainNamespace?: string }
