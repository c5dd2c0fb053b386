import type { Network } from '@portico/kernel/extend'

/** Bitcoin testnet (testnet3), keyed by its genesis block hash (CAIP-2); no RPC urls (wallets carry the chain). */
export const bitcoinTestnet: Network = {
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
}
