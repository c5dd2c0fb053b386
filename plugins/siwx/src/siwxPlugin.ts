import type { PluginDefinition } from '@portico/kernel'

declare module '@portico/kernel/extend' {
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
