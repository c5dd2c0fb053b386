import { ConnectorNotFoundError, PairingAbortedError } from '@portico/kernel'
import type { ChainNamespace, Connector, ConnectorAdapter, ConnectorAdapterDefinition, Pairing } from '@portico/kernel/extend'
import { toProviderError } from '@portico/kernel/extend'
import { eip1193View } from './eip1193View.ts'
import type { Eip1193View } from './eip1193View.ts'
import { pairingExpiry } from './pairingExpiry.ts'
import { proposalNamespaces } from './proposalNamespaces.ts'
import { sessionConnection } from './sessionConnection.ts'
import type { UniversalProviderLike } from './UniversalProviderLike.ts'

/** The connector's id: the one the modal's WalletConnect row and registry wallets pair through. */
export const universalConnectorId = 'walletConnect'

/** Proposes through the host's provider, each URI it displays going to `onPairing`; rejects once `signal` aborts. */
function proposeThrough(universal: UniversalProviderLike, namespaces: ReturnType<typeof proposalNamespaces>, onPairing: (pairing: Pairing) => void, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onUri = (uri: string) => onPairing({ uri, expiresAt: pairingExpiry(uri, Date.now()) })
    const onAbort = () => settle(() => reject(new PairingAbortedError(signal.reason)))
    let settled = false
    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      universal.removeListener('display_uri', onUri)
      signal.removeEventListener('abort', onAbort)
      finish()
    }
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort)
    universal.on('display_uri', onUri)
    universal.connect({ optionalNamespaces: namespaces }).then(
      () => settle(resolve),
      (error: unknown) => settle(() => reject(toProviderError(error))),
    )
  })
}

/**
 * The core entry's WalletConnect connector over the host's universal provider (AppKit's universal
 * adapter): the modal's WalletConnect row pairs through it, proposing the configured networks'
 * namespaces; the session it holds serves every namespace's chain adapter.
 */
export function universalConnector(universal: UniversalProviderLike, namespaces: ChainNamespace[]): ConnectorAdapterDefinition {
  const connector: Connector = { id: universalConnectorId, type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces }
  return {
    kind: 'connector',
    id: 'universalProvider',
    namespaces,
    connectors: [connector],
    load: async (context): Promise<ConnectorAdapter> => {
      // One view per namespace, so a chain adapter that asks twice gets the same provider.
      const views = new Map<ChainNamespace, Eip1193View>()
      const viewOf = (namespace: ChainNamespace): Eip1193View => {
        const view = views.get(namespace) ?? eip1193View(universal, namespace)
        views.set(namespace, view)
        return view
      }
      return {
        namespaces,
        capabilities: namespaces.map((namespace) => `${namespace}:walletConnect`),
        getConnectors: () => [{ ...connector, namespaces: [...namespaces] }],
        getProvider: (namespace) => (sessionConnection(universal, namespace) ? viewOf(namespace) : undefined),
        hasSession: (connectorId) => connectorId === universalConnectorId && universal.session !== undefined,
        async pair(connectorId, { onPairing, signal }) {
          if (connectorId !== universalConnectorId) throw new ConnectorNotFoundError(connectorId)
          await proposeThrough(universal, proposalNamespaces(context.networks), onPairing, signal)
        },
        async disconnect(connectorId) {
          if (connectorId === universalConnectorId && universal.session) await universal.disconnect()
        },
      }
    },
  }
}
