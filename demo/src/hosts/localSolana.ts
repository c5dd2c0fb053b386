import { defineChain } from '@portico/kernel/networks'
import { demoEnv } from '../demoEnv.ts'

/**
 * The harness's local Solana runtime, as a host defines a custom Solana network with AppKit's
 * `defineChain`: `solana:localnet`, the chain the Solana test wallet signs and sends on.
 */
export const solanaLocalnet = defineChain({
  id: 'localnet',
  caipNetworkId: 'solana:localnet',
  chainNamespace: 'solana',
  name: 'Solana Localnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [demoEnv.solanaRpc] } },
})
