// The harness's first anvil chain (31337), its RPC url from the page's `?rpc=` (a free port each run).
import { defineChain } from 'viem'

const rpcUrl = new URLSearchParams(location.search).get('rpc') ?? 'http://127.0.0.1:8545'

/** The local anvil chain the fake wallet's account lives on. */
export const anvilChain = defineChain({
  id: 31337,
  name: 'Portico Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})
