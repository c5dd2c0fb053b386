import { compareStructural, reaction } from 'mobx'
import { Analytics } from '../services/Analytics.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { ConnectorType } from '../model/Connector.ts'
import type { AdapterRegistryRoot } from '../store/AdapterRegistryRoot.ts'

/** How AppKit's events name the way a wallet connected. */
const methods: Record<ConnectorType, string> = {
  ANNOUNCED: 'browser',
  INJECTED: 'browser',
  EXTERNAL: 'browser',
  MULTI_CHAIN: 'browser',
  WALLET_CONNECT: 'qrcode',
  AUTH: 'email',
}

/**
 * Tracks AppKit's connection events, besides the plugins' own, from the connections store: CONNECT_SUCCESS ({ method, name, namespace, caipNetworkId }) when a namespace
 * connects (or switches to another wallet's connection), DISCONNECT_SUCCESS ({ namespace }) when it disconnects, SWITCH_NETWORK ({ network })
 * when a connected namespace changes network. Returns the function that stops.
 */
export function trackConnectionEvents(root: AdapterRegistryRoot, connectorOf: (connectorId: string) => { name: string; type: ConnectorType } | undefined): () => void {
  const { connections, events } = root
  const analytics = new Analytics(events)
  const statuses = () => Object.fromEntries([...connections.byNamespace].map(([namespace, connection]) => [namespace, { status: connection.status, connectorId: connection.connectorId, caipNetworkId: connection.caipNetworkId }]))
  const stops = [
    reaction(
      statuses,
      (now, before) => {
        for (const namespace of Object.keys(now) as ChainNamespace[]) {
          const [next, previous] = [now[namespace], before[namespace]]
          if (!next) continue
          if (next.status === 'connected' && (previous?.status !== 'connected' || previous.connectorId !== next.connectorId)) {
            const connector = next.connectorId === undefined ? undefined : connectorOf(next.connectorId)
            analytics.track('CONNECT_SUCCESS', { method: connector ? methods[connector.type] : 'browser', name: connector?.name ?? next.connectorId, namespace, caipNetworkId: next.caipNetworkId })
          } else if (next.status === 'disconnected' && previous?.status === 'connected') {
            analytics.track('DISCONNECT_SUCCESS', { namespace })
          } else if (next.status === 'connected' && next.caipNetworkId !== previous?.caipNetworkId) {
            analytics.track('SWITCH_NETWORK', { network: next.caipNetworkId, namespace })
          }
        }
      },
      { equals: compareStructural },
    ),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
