import type { AdapterContext, ChainAdapterDefinition, ConnectorDiscovery } from '@portico/kernel/extend'
import type { SolanaChainAdapter } from './SolanaChainAdapter.ts'
import type { SolanaOptions } from './SolanaOptions.ts'

/** The definition `solana()` returns: its `load` resolves the Solana adapter. */
export interface SolanaAdapterDefinition extends ChainAdapterDefinition {
  namespace: 'solana'
  discover: (onChange: () => void) => Promise<ConnectorDiscovery>
  load: (context: AdapterContext) => Promise<SolanaChainAdapter>
}

/**
 * The Solana chain adapter on @solana/web3.js 1.x: Wallet Standard wallets and the host's own,
 * connect, sign, send and balances. web3.js and the Wallet Standard load inside `load`, not before.
 */
export function solana(options: SolanaOptions = {}): SolanaAdapterDefinition {
  return {
    kind: 'chain',
    id: 'solana',
    namespace: 'solana',
    // Wallet Standard wallets are found without the SDK, so they list before it loads.
    discover: async (onChange) => {
      const { discoverSolanaWallets } = await import('./discoverSolanaWallets.ts')
      return discoverSolanaWallets(options, onChange)
    },
    load: async (context) => {
      const { createSolanaAdapter } = await import('./createSolanaAdapter.ts')
      return createSolanaAdapter(context, options)
    },
  }
}
