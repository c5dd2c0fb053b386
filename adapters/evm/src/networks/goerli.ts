import type { Network } from '@portico/kernel'

/** Goerli (`eip155:5`), as viem's chain of the same name has it: written out, so the networks entry needs no viem. */
export const goerli: Network = {
  id: 5,
  caipNetworkId: 'eip155:5',
  chainNamespace: 'eip155',
  name: 'Goerli',
  nativeCurrency: { name: 'Goerli Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://5.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://goerli.etherscan.io' } },
  testnet: true,
}
