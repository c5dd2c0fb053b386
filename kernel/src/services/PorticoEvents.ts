import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { ViewId } from '../store/RouteRegistry.ts'

/** An analytics event (SPEC §7), as `useAppKitEvents` reports it. */
export interface AnalyticsEvent {
  timestamp: number
  data: { type: 'track' | 'error'; event: string; properties?: Record<string, unknown> }
}

/**
 * The events an instance emits through `appKit.on(type, listener)`. Plugins may add their own
 * by augmenting this interface.
 */
export interface PorticoEvents {
  'modal:open': { view: ViewId }
  'modal:close': undefined
  'connection:change': { namespace: ChainNamespace }
  'network:change': { namespace: ChainNamespace; caipNetworkId: string | undefined }
  analytics: AnalyticsEvent
}
