import { evm } from '@portico/adapter-evm'
import { createAppKit } from '@portico/kernel'
import { demoEnv } from './demoEnv.ts'

function localChain(id: 31337 | 31338, name: string) {
  return {
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [demoEnv.rpc[id]] } },
  }
}

/** The demo's one Portico instance: two local anvil chains, the EVM adapter, the local project service. */
export const appKit = createAppKit({
  projectId: demoEnv.projectId,
  projectServiceUrl: demoEnv.projectServiceUrl,
  networks: [localChain(31337, 'Portico Local'), localChain(31338, 'Portico Local 2')],
  adapters: [evm({ tokens: { 'eip155:31337': [demoEnv.token], 'eip155:31338': [demoEnv.token] } })],
  metadata: {
    name: 'Portico demo',
    description: 'A host app that embeds Portico',
    url: 'http://127.0.0.1:5173',
    icons: [],
  },
})
