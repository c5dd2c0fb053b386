import type { Network } from '@portico/kernel'
import { solanaNetwork } from './solanaNetwork.ts'

/**
 * A local Solana network (a test validator or the harness's litesvm RPC) on `rpcUrl`, keyed
 * `solana:localnet`: a local genesis hash changes on every start, so it cannot be the reference.
 */
export function solanaLocalnet(rpcUrl: string, reference = 'localnet'): Network {
  const { blockExplorers: _explorers, ...network } = solanaNetwork(reference, 'Solana Localnet', rpcUrl, true)
  return network
}
