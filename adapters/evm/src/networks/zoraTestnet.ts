import type { Network } from '@portico/kernel'

/** Zora Goerli Testnet (`eip155:999`), as viem's chain of the same name has it: written out, so the networks entry needs no viem. */
export const zoraTestnet: Network = {
  id: 999,
  caipNetworkId: 'eip155:999',
  chainNamespace: 'eip155',
  name: 'Zora Goerli Testnet',
  nativeCurrency: { decimals: 18, name: 'Zora Goerli', symbol: 'ETH' },
  rpcUrls: { default: { http: ['https://testnet.rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://testnet.explorer.zora.energy' } },
  testnet: true,
}
