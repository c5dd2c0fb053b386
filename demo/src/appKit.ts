import { createAppKit } from '@portico/kernel'

/** The local chain the harness runs (anvil); RPC on loopback only. */
const localChain = {
  id: 31337,
  name: 'Portico Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
}

/** The demo's one Portico instance. */
export const appKit = createAppKit({
  projectId: 'portico-demo',
  networks: [localChain],
  adapters: [],
  metadata: {
    name: 'Portico demo',
    description: 'A host app that embeds Portico',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
})
