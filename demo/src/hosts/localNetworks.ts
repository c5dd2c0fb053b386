import { demoEnv } from '../demoEnv.ts'

function localChain(id: 31337 | 31338, name: string) {
  return { id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [demoEnv.rpc[id]] } } }
}

/** The harness's two anvil chains, as a host lists its networks. */
export const localNetworks: [ReturnType<typeof localChain>, ReturnType<typeof localChain>] = [localChain(31337, 'Portico Local'), localChain(31338, 'Portico Local 2')]
