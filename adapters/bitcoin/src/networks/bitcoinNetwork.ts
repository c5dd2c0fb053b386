import type { Network } from '@portico/kernel'

/** Builds a kernel Network of the bip122 namespace: BTC with 8 decimals; no RPC urls (wallets carry the chain). */
export function bitcoinNetwork(reference: string, name: string, explorerUrl: string, testnet: boolean): Network {
  return {
    id: reference,
    caipNetworkId: `bip122:${reference}`,
    chainNamespace: 'bip122',
    name,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [] } },
    blockExplorers: { default: { name: 'Mempool', url: explorerUrl } },
    testnet,
  }
}
