import type { AdapterContext, ChainAdapterDefinition, ConnectorDiscovery } from '@portico/kernel/extend'
import type { BitcoinChainAdapter } from './BitcoinChainAdapter.ts'
import type { BitcoinOptions } from './BitcoinOptions.ts'

/** The definition `bitcoin()` returns: its `load` resolves the Bitcoin adapter. */
export interface BitcoinAdapterDefinition extends ChainAdapterDefinition {
  namespace: 'bip122'
  discover: (onChange: () => void) => Promise<ConnectorDiscovery>
  load: (context: AdapterContext) => Promise<BitcoinChainAdapter>
}

/**
 * The Bitcoin chain adapter: Wallet Standard Bitcoin wallets and the host's own, connect,
 * payment accounts and message signing. The Wallet Standard and the address codecs load inside `load`.
 */
export function bitcoin(options: BitcoinOptions = {}): BitcoinAdapterDefinition {
  return {
    kind: 'chain',
    id: 'bitcoin',
    namespace: 'bip122',
    // Wallet Standard wallets are found without the SDK, so they list before it loads.
    discover: async (onChange) => {
      const { discoverBitcoinWallets } = await import('./discoverBitcoinWallets.ts')
      return discoverBitcoinWallets(options, onChange)
    },
    load: async (context) => {
      const { createBitcoinAdapter } = await import('./createBitcoinAdapter.ts')
      return createBitcoinAdapter(context, options)
    },
  }
}
