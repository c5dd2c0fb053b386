import type { Network } from '@portico/kernel'

/** Arbitrum Goerli (`eip155:421613`), as viem's chain of the same name has it: written out, so the networks entry needs no viem. */
export const arbitrumGoerli: Network = {
  id: 421613,
  caipNetworkId: 'eip155:421613',
  chainNamespace: 'eip155',
  name: 'Arbitrum Goerli',
  nativeCurrency: { name: 'Arbitrum Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://goerli-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://goerli.arbiscan.io' } },
  testnet: true,
}
