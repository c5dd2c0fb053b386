import type { ConnectorAdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { Pairing } from '../contracts/Pairing.ts'

/** A pairing request the test answers: it shows pairings and then approves or fails. */
export interface PendingPairing {
  show(pairing: Pairing): void
  approve(): void
  fail(error: unknown): void
  signal: AbortSignal
}

/**
 * A connector adapter that pairs like WalletConnect, for view tests: each `pair` call is kept
 * in `pending` for the test to drive; its provider is a plain object (a chain adapter connects
 * through its connector id).
 */
export function testPairingAdapter(): { definition: ConnectorAdapterDefinition; pending: PendingPairing[] } {
  const pending: PendingPairing[] = []
  const definition: ConnectorAdapterDefinition = {
    kind: 'connector',
    id: 'walletConnect',
    namespaces: ['eip155'],
    load: async () => ({
      namespaces: ['eip155'],
      capabilities: [],
      getConnectors: () => [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces: ['eip155'] }],
      getProvider: () => ({}),
      pair: (_connectorId, { onPairing, signal }) =>
        new Promise<void>((resolve, reject) => {
          pending.push({ show: onPairing, approve: resolve, fail: reject, signal })
        }),
    }),
  }
  return { definition, pending }
}
