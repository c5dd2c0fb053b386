import type { Network } from '@portico/kernel'

/** Base Goerli (`eip155:84531`), as viem's chain of the same name has it: written out, so the networks entry needs no viem. */
export const baseGoerli: Network = {
  id: 84531,
  caipNetworkId: 'eip155:84531',
  chainNamespace: 'eip155',
  name: 'Base Goerli',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://goerli.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://goerli.basescan.org' } },
  testnet: true,
}
