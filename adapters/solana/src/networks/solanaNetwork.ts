import type { Network } from '@portico/kernel'

/** Builds a kernel Network of the solana namespace: SOL with 9 decimals, one default RPC url. */
export function solanaNetwork(reference: string, name: string, rpcUrl: string, testnet: boolean): Network {
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
    testnet,
  }
}
