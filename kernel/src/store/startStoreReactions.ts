import { compareStructural, reaction } from 'mobx'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import { Analytics } from '../services/Analytics.ts'
import type { Stores } from './Stores.ts'

/**
 * Starts the reactions between stores; returns the function that stops them:
 * - embedded mode closes the modal once an address is set (SPEC §2);
 * - a namespace's connection changing emits `connection:change`;
 * - the active network changing emits `network:change`;
 * - the modal opening and closing tracks AppKit's MODAL_OPEN and MODAL_CLOSE ({ connected }).
 */
export function startStoreReactions(root: Stores): () => void {
  const { connections, networks, modal, events } = root
  const analytics = new Analytics(events)
  const stops = [
    reaction(
      () => modal.open,
      (open) => analytics.track(open ? 'MODAL_OPEN' : 'MODAL_CLOSE', { connected: connections.isConnected }),
    ),
    reaction(
      () => connections.activeAddress,
      (address) => {
        if (address && modal.embedded && modal.open) root.requestClose()
      },
    ),
    reaction(
      () => Object.fromEntries([...connections.byNamespace].map(([namespace, c]) => [namespace, `${c.status} ${c.caipAddress ?? ''}`])),
      (now, before) => {
        const namespaces = new Set([...Object.keys(now), ...Object.keys(before)]) as Set<ChainNamespace>
        for (const namespace of namespaces) {
          if (now[namespace] !== before[namespace]) events.emit('connection:change', { namespace })
        }
      },
      { equals: compareStructural },
    ),
    reaction(
      () => ({ namespace: networks.activeNamespace, caipNetworkId: networks.active?.caipNetworkId }),
      ({ namespace, caipNetworkId }) => {
        if (namespace) events.emit('network:change', { namespace, caipNetworkId })
      },
      { equals: compareStructural },
    ),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
