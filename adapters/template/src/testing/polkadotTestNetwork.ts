import type { Network } from '@portico/kernel'

/** Polkadot's relay chain as a Portico network, for tests (CAIP-2 takes the genesis hash's first 32 hex characters). */
export const polkadotTestNetwork: Network = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9933'] } },
}
