import type { AdapterContext, ChainAdapterDefinition } from '@portico/kernel/extend'
import type { BitcoinChainAdapter } from './BitcoinChainAdapter.ts'
import type { BitcoinOptions } from './BitcoinOptions.ts'

/** The definition `bitcoin()` returns: its `load` resolves the Bitcoin adapter. */
export interface BitcoinAdapterDefinition extends ChainAdapterDefinition {
  namespace: 'bip122'
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
    load: async (context) => {
      const { createBitcoinAdapter } = await import('./createBitcoinAdapter.ts')
      return createBitcoinAdapter(context, options)
    },
  }
}
