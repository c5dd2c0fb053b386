import type { Network } from '@portico/kernel/extend'

/** OP Sepolia testnet (`eip155:11155420`), with viem's RPC url and explorer. */
export const optimismSepolia: Network = {
  id: 11155420,
  caipNetworkId: 'eip155:11155420',
  chainNamespace: 'eip155',
  name: 'OP Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' } },
  testnet: true,
}
