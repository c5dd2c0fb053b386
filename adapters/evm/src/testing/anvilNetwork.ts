import type { Network } from '@portico/kernel'

/** A kernel Network for a local anvil chain. */
export function anvilNetwork(chainId: number, rpcUrl: string): Network {
  return {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: `Anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  }
}
