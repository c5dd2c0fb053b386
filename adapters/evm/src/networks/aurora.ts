import type { Network } from '@portico/kernel'

/** Aurora (`eip155:1313161554`), as viem's chain of the same name has it: written out, so the networks entry needs no viem. */
export const aurora: Network = {
  id: 1313161554,
  caipNetworkId: 'eip155:1313161554',
  chainNamespace: 'eip155',
  name: 'Aurora',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
}
