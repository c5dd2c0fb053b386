import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { ViewId } from '../contracts/RouteRegistry.ts'

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
  /** Another tab of the origin connected the namespace and this one followed, without asking the wallet (after its `connection:change`). */
  'connection:followed': { namespace: ChainNamespace; connectorId: string }
  'network:change': { namespace: ChainNamespace; caipNetworkId: string | undefined }
  analytics: AnalyticsEvent
  /**
   * A transaction the user sent through Portico, once the wallet answered with its hash (an
   * activity list shows it as pending until its service lists it). `chainId` is CAIP-2; the
   * transfer's `amount` is a decimal string in whole units; `address` is absent for the native currency.
   * A swap also says what it `received`, in the same terms (the list shows it as a swap, not a send).
   */
  'transaction:sent': {
    hash: string
    chainId: string
    from: string
    to: string
    transfer: { symbol: string; name: string; address?: string; amount: string }
    received?: { symbol: string; name: string; address?: string; amount: string }
  }
}
