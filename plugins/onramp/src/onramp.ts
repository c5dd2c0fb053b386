import type { PluginDefinition } from '@portico/kernel'
import type { OnRampProvider } from './OnRampProvider.ts'
import type { OnRampStore } from './OnRampStore.ts'

declare module '@portico/kernel/extend' {
  /** The on-ramp's events. */
  interface AnalyticsEventRegistry {
    SELECT_BUY_PROVIDER: { provider: string; network: string }
    ONRAMP_SUCCESS: { provider: string; network: string; asset: string; amount: string }
    ONRAMP_ERROR: { provider: string; message: string }
  }
  interface PluginStoreRegistry {
    onramp: OnRampStore
  }
  interface RouteRegistry {
    OnRampProviders: undefined
    BuyInProgress: undefined
  }
}

/** Options of `onramp()`. */
export interface OnRampOptions {
  /** Where providers, quotes, checkouts and orders come from; default the project service (`/onramp/*`). */
  provider?: OnRampProvider
  /** The user's IANA time zone; default the browser's (SPEC §9's restricted zones get no on-ramp). */
  timeZone?: string
}

/**
 * The on-ramp plugin (feature `onramp`, SPEC §1): the Buy entry first in the Account view's
 * wallet-features row on eip155 and solana, the providers serving the active network with a quote
 * each, the provider's checkout in a popup, and the order followed until the funds arrive.
 */
export function onramp(options: OnRampOptions = {}): PluginDefinition {
  return {
    id: 'onramp',
    feature: 'onramp',
    load: async () => {
      const { setup } = await import('./setup.ts')
      return { setup: (context) => setup(context, options) }
    },
  }
}
