import type { Network } from '@portico/kernel'
import { solanaDevnet } from '@portico/kernel/networks'

/**
 * A local Solana network (a test validator or the harness's litesvm RPC) on `rpcUrl`, keyed
 * `solana:localnet`: a local genesis hash changes on every start, so it cannot be the reference.
 */
export function solanaLocalnet(rpcUrl: string, reference = 'localnet'): Network {
  const { blockExplorers: _explorers, ...devnet } = solanaDevnet
  return { ...devnet, id: reference, caipNetworkId: `solana:${reference}`, name: 'Solana Localnet', rpcUrls: { default: { http: [rpcUrl] } }, testnet: true }
}
