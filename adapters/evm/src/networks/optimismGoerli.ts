import type { Network } from '@portico/kernel'

/** Optimism Goerli (`eip155:420`), as viem's chain of the same name has it: written out, so the networks entry needs no viem. */
export const optimismGoerli: Network = {
  id: 420,
  caipNetworkId: 'eip155:420',
  chainNamespace: 'eip155',
  name: 'Optimism Goerli',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://goerli.optimism.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://goerli-optimism.etherscan.io' } },
  testnet: true,
}
