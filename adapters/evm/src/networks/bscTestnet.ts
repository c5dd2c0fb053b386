import type { Network } from '@portico/kernel'

/** BNB Smart Chain Testnet (`eip155:97`), as viem's chain of the same name has it: written out, so the networks entry needs no viem. */
export const bscTestnet: Network = {
  id: 97,
  caipNetworkId: 'eip155:97',
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain Testnet',
  nativeCurrency: { decimals: 18, name: 'BNB', symbol: 'tBNB' },
  rpcUrls: { default: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  testnet: true,
}
