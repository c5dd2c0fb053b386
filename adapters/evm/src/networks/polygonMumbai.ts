import type { Network } from '@portico/kernel'

/** Polygon Mumbai (`eip155:80001`), as viem's chain of the same name has it: written out, so the networks entry needs no viem. */
export const polygonMumbai: Network = {
  id: 80001,
  caipNetworkId: 'eip155:80001',
  chainNamespace: 'eip155',
  name: 'Polygon Mumbai',
  nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
  rpcUrls: { default: { http: ['https://80001.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://mumbai.polygonscan.com' } },
  testnet: true,
}
