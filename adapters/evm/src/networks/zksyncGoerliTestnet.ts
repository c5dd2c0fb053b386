import type { Network } from '@portico/kernel'

/** zkSync Era Goerli testnet (chain 280, SPEC §9's list): no longer in `viem/chains`, so written out here. */
export const zksyncGoerliTestnet: Network = {
  id: 280,
  caipNetworkId: 'eip155:280',
  chainNamespace: 'eip155',
  name: 'zkSync Era Goerli Testnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet.era.zksync.dev'] } },
  blockExplorers: { default: { name: 'zkExplorer', url: 'https://goerli.explorer.zksync.io' } },
  testnet: true,
}
