import type { Network } from '@portico/kernel'
import { adapterContract } from './adapterContract.ts'
import { testAdapter, testConnectorIds } from './testAdapter.ts'
import { testConnectorAdapter } from './testConnectorAdapter.ts'
import { testConnectorWallet } from './testConnectorWallet.ts'

const networks: Network[] = [
  { id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } },
  { id: 137, caipNetworkId: 'eip155:137', chainNamespace: 'eip155', name: 'Polygon', nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } },
  {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  },
]

const decline = { connectorId: testConnectorIds.declines }

adapterContract('test adapter (eip155)', { create: () => testAdapter('eip155'), networks, connectorId: testConnectorIds.connects, decline })
adapterContract('test adapter (solana)', { create: () => testAdapter('solana'), networks, connectorId: testConnectorIds.connects, decline })
const wallet = testConnectorWallet()
adapterContract('test connector adapter', {
  create: () => testConnectorAdapter({ wallet }),
  networks,
  connector: {
    connectorId: 'test-connector',
    approve: (pairing) => wallet.approve(pairing.uri),
    decline: (pairing) => wallet.decline(pairing.uri),
    reload: () => {
      const sessions = new Set<string>()
      return () => testConnectorAdapter({ wallet, sessions })
    },
    // A fresh pairing a fifth of a second after the last.
    refreshing: () => testConnectorAdapter({ wallet, pairingLifetimeMs: 10_200 }),
  },
})
