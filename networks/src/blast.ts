import type { Network } from '@portico/kernel/extend'

/** Blast (`eip155:81457`), with viem's RPC url and explorer. */
export const blast: Network = {
  id: 81457,
  caipNetworkId: 'eip155:81457',
  chainNamespace: 'eip155',
  name: 'Blast',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.blast.io'] } },
  blockExplorers: { default: { name: 'Blastscan', url: 'https://blastscan.io' } },
}
