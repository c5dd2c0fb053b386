import type { Network } from '@portico/kernel'

/** Avalanche Fuji (`eip155:43113`), as viem's chain of the same name has it: written out, so the networks entry needs no viem. */
export const avalancheFuji: Network = {
  id: 43113,
  caipNetworkId: 'eip155:43113',
  chainNamespace: 'eip155',
  name: 'Avalanche Fuji',
  nativeCurrency: { decimals: 18, name: 'Avalanche Fuji', symbol: 'AVAX' },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true,
}
