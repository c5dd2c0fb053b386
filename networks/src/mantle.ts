import type { Network } from '@portico/kernel/extend'

/** Mantle (`eip155:5000`), with viem's RPC url and explorer. */
export const mantle: Network = {
  id: 5000,
  caipNetworkId: 'eip155:5000',
  chainNamespace: 'eip155',
  name: 'Mantle',
  nativeCurrency: { name: 'MNT', symbol: 'MNT', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.mantle.xyz'] } },
  blockExplorers: { default: { name: 'Mantle Explorer', url: 'https://mantlescan.xyz/' } },
}
