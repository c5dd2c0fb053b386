import type { Network } from '@portico/kernel/extend'

/** Bitcoin mainnet: `bip122:` and the first 32 hex characters of its genesis block hash (CAIP-2); no RPC urls (wallets carry the chain). */
export const bitcoin: Network = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
}
