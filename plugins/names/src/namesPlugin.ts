import type { PluginDefinition } from '@portico/kernel'
import type { NameRegistry } from './NameRegistry.ts'
import type { NamesStore } from './NamesStore.ts'

declare module '@portico/kernel/extend' {
  interface PluginStoreRegistry {
    names: NamesStore
  }
  interface RouteRegistry {
    RegisterAccountName: undefined
    RegisterAccountNameSuccess: undefined
  }
}

/** Options of `namesPlugin()`. */
export interface NamesOptions {
  /** Where names are checked, suggested and registered; default the project service (`/names/*`). */
  registry?: NameRegistry
}

/**
 * The names plugin (SPEC §2 RegisterAccountName and its success view; names on eip155, SPEC §9):
 * an entry in Account's wallet features for embedded-wallet accounts to choose a name (suggestions,
 * availability checked as one types, SPEC §5's rule), registered with a message the account
 * signs; the active account's name (registered or ENS, cached 5 min) is shown on Account and the
 * connect button.
 */
export function namesPlugin(options: NamesOptions = {}): PluginDefinition {
  return {
    id: 'names',
    load: async () => {
      const { setup } = await import('./setup.ts')
      return { setup: (context) => setup(context, options) }
    },
  }
}
