import type { Network } from '@portico/kernel/extend'

/** Scroll (`eip155:534352`), with viem's RPC url and explorer. */
export const scroll: Network = {
  id: 534352,
  caipNetworkId: 'eip155:534352',
  chainNamespace: 'eip155',
  name: 'Scroll',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.scroll.io'] } },
  blockExplorers: { default: { name: 'Scrollscan', url: 'https://scrollscan.com' } },
  testnet: false,
}
