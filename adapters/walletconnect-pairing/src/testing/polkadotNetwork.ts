import type { Network } from '@portico/kernel'

/** A Polkadot network for proposal tests: Portico has no polkadot adapter, so no package defines one. */
export const polkadotNetwork: Network = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.example'] } },
}
