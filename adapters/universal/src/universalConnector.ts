import { ConnectorNotFoundError } from '@portico/kernel'
import type { ChainNamespace, Connector, ConnectorAdapter, ConnectorAdapterDefinition } from '@portico/kernel/extend'
import { defaultPairingLifetimeMs, PairingLifetime, proposalNamespaces } from '@portico/walletconnect-pairing'
import { eip1193View } from './eip1193View.ts'
import type { Eip1193View } from './eip1193View.ts'
import { proposeUntilApproved } from './proposeUntilApproved.ts'
import { sessionConnection } from './sessionConnection.ts'
import { UniversalConnectorOptionsError } from './errors.ts'
import type { UniversalConnectorOptions } from './UniversalConnectorOptions.ts'
import type { UniversalProviderLike } from './UniversalProviderLike.ts'

/** The connector's id: the one the modal's WalletConnect row and registry wallets pair through. */
export const universalConnectorId = 'walletConnect'

/**
 * The core entry's WalletConnect connector over the host's universal provider (AppKit's universal
 * adapter): the modal's WalletConnect row pairs through it, proposing the configured networks'
 * namespaces, with a fresh pairing before the one shown expires; the session it holds serves every
 * namespace's chain adapter. A `pairingLifetimeMs` that is not a whole number of milliseconds above 10 s throws UniversalConnectorOptionsError.
 */
export function universalConnector(universal: UniversalProviderLike, namespaces: ChainNamespace[], options: UniversalConnectorOptions = {}): ConnectorAdapterDefinition {
  const { pairingLifetimeMs: lifetimeMs = defaultPairingLifetimeMs, now = Date.now } = options
  if (!PairingLifetime.is(lifetimeMs)) throw new UniversalConnectorOptionsError(`pairingLifetimeMs must be ${PairingLifetime.name}; got ${String(lifetimeMs)}`)
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
          await proposeUntilApproved(universal, { namespaces: proposalNamespaces(context.networks), onPairing, signal, lifetimeMs, now })
        },
        async disconnect(connectorId) {
          if (connectorId === universalConnectorId && universal.session) await universal.disconnect()
        },
      }
    },
  }
}
