import type { Network } from '@portico/kernel/extend'

/** Linea (`eip155:59144`), with viem's RPC url and explorer. */
export const linea: Network = {
  id: 59144,
  caipNetworkId: 'eip155:59144',
  chainNamespace: 'eip155',
  name: 'Linea Mainnet',
  nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.linea.build'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://lineascan.build' } },
  testnet: false,
}
