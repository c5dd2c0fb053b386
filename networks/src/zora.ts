import type { Network } from '@portico/kernel/extend'

/** Zora (`eip155:7777777`), with viem's RPC url and explorer. */
export const zora: Network = {
  id: 7777777,
  caipNetworkId: 'eip155:7777777',
  chainNamespace: 'eip155',
  name: 'Zora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.zora.energy' } },
}
