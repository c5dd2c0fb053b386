import type { PluginDefinition } from '@portico/kernel'
import type { SiwxStore } from './SiwxStore.ts'

declare module '@portico/kernel/extend' {
  /** SPEC §7's sign-in events. */
  interface AnalyticsEventRegistry {
    SIWX_AUTH_SUCCESS: { network: string; oneClick?: boolean }
    SIWX_AUTH_ERROR: { network: string; declined: boolean }
    CLICK_CANCEL_SIWX: { required: boolean }
  }
  interface PluginStoreRegistry {
    siwx: SiwxStore
  }
  interface RouteRegistry {
    SIWXSignMessage: undefined
  }
}

/**
 * The sign-in plugin: with `createAppKit({ siwx })` (or the legacy `siweConfig`) it asks each
 * connected account without a session to sign in (SPEC §4) through the SIWXSignMessage view.
 */
export function siwxPlugin(): PluginDefinition {
  return { id: 'siwx', load: () => import('./setup.ts') }
}
