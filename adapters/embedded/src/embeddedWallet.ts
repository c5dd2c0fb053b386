import type { AdapterContext, ConnectorAdapterDefinition } from '@portico/kernel/extend'
import type { EmbeddedWalletAdapter } from './EmbeddedWalletAdapter.ts'
import type { EmbeddedWalletOptions } from './EmbeddedWalletOptions.ts'

/** The definition `embeddedWallet()` returns: its `load` resolves the embedded wallet adapter. */
export interface EmbeddedWalletAdapterDefinition extends ConnectorAdapterDefinition {
  load: (context: AdapterContext) => Promise<EmbeddedWalletAdapter>
}

/**
 * The embedded wallet connector adapter: e-mail and social login in the secure frame at
 * `frameUrl`, one AUTH connector across eip155 and solana. The client loads inside `load` (its
 * options are checked there), and the frame itself on first need.
 */
export function embeddedWallet(options: EmbeddedWalletOptions): EmbeddedWalletAdapterDefinition {
  return {
    kind: 'connector',
    id: 'embeddedWallet',
    namespaces: ['eip155', 'solana'],
    // Listed before the client loads, so the e-mail and social sections show from the first frame.
    connectors: [{ id: 'ID_AUTH', type: 'AUTH', name: 'Email & Socials', namespaces: ['eip155', 'solana'] }],
    load: async (context) => {
      const { createEmbeddedWalletAdapter } = await import('./createEmbeddedWalletAdapter.ts')
      return createEmbeddedWalletAdapter(context, options)
    },
  }
}
