import type { PluginDefinition } from '@portico/kernel'
import type { SiwxStore } from './SiwxStore.ts'

declare module '@portico/kernel/extend' {
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
