import type { ConnectorAdapterDefinition } from '@portico/kernel/extend'
import { BaseError } from '@portico/kernel'

/** How the story WalletConnect pairing goes: no URI yet, a URI shown and waiting, or the wallet declining. */
export type StoryPairing = 'preparing' | 'showing' | 'decline'

/** The fixed pairing URI of the stories (not a live session). */
const storyPairingUri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1893456000'

/**
 * A deterministic connector adapter that pairs like WalletConnect, for stories: its connector id
 * is the story chain adapter's `walletConnect`, so after pairing the chain adapter connects it.
 */
export function storyPairingAdapter(pairing: StoryPairing): ConnectorAdapterDefinition {
  return {
    kind: 'connector',
    id: 'story-walletconnect',
    namespaces: ['eip155', 'solana'],
    load: async () => ({
      namespaces: ['eip155', 'solana'],
      capabilities: [],
      getConnectors: () => [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces: ['eip155'] }],
      getProvider: () => undefined,
      pair: (_connectorId, { onPairing }) => {
        if (pairing === 'decline') return Promise.reject(new BaseError('User rejected the session proposal.', { code: 5000 }))
        if (pairing === 'showing') onPairing({ uri: storyPairingUri, expiresAt: Date.now() + 240_000 })
        return new Promise<void>(() => {})
      },
    }),
  }
}
