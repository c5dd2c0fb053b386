import type { PluginDefinition } from '@portico/kernel'
import type { SwapEventProperties } from './SwapEventProperties.ts'
import type { SwapProvider } from './SwapProvider.ts'
import type { SwapStore } from './SwapStore.ts'

declare module '@portico/kernel/extend' {
  /** The swap events (SPEC §7's SWAP_*). */
  interface AnalyticsEventRegistry {
    SWAP_INITIATED: SwapEventProperties
    SWAP_APPROVAL_SUCCESS: SwapEventProperties & { hash: string }
    SWAP_SUCCESS: SwapEventProperties & { hash: string }
    SWAP_ERROR: SwapEventProperties & { message: string }
    SWAP_REJECTED: SwapEventProperties
  }
  interface PluginStoreRegistry {
    swaps: SwapStore
  }
  interface RouteRegistry {
    Swap: undefined
    SwapSelectToken: { side: 'from' | 'to' }
    SwapPreview: undefined
  }
}

/** Options of `swaps()`. */
export interface SwapsOptions {
  /** Where chains, tokens and quotes come from; default the project service (`/swap/*`). */
  provider?: SwapProvider
}

/**
 * The swaps plugin (feature `swaps`, SPEC §1): the Swap entry of the Account view's
 * wallet-features row on SPEC §9's swap networks and the provider's, a form quoting as it is
 * typed, token selection, a review, and the approve and swap transactions through the wallet
 * (one atomic batch where the wallet can).
 */
export function swaps(options: SwapsOptions = {}): PluginDefinition {
  const { provider } = options
  return {
    id: 'swaps',
    feature: 'swaps',
    load: async () => {
      const { setup } = await import('./setup.ts')
      return { setup: (context) => setup(context, provider) }
    },
  }
}
