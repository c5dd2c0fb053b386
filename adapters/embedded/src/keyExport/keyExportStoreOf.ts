import type { PluginContext } from '@portico/kernel/extend'
import { KeyExportStore } from './KeyExportStore.ts'

// A plugin's context attaches a store under the plugin's own id only, and the e-mail and socials
// plugins both add the key export: the instance's one store is kept here instead, keyed by the
// instance's router (the same object in every plugin's context), and goes with the instance.
const stores = new WeakMap<object, KeyExportStore>()

/** The key export store of the Portico instance `context` belongs to, made by the first call. */
export function keyExportStoreOf(context: Pick<PluginContext, 'adapters' | 'router' | 't'>): KeyExportStore {
  const existing = stores.get(context.router)
  if (existing) return existing
  const store = new KeyExportStore({
    context: { adapters: context.adapters, router: context.router },
    texts: {
      // Read when shown, in the locale of then.
      get unavailable() {
        return context.t('embeddedWallet.exportKeyUnavailable')
      },
    },
  })
  stores.set(context.router, store)
  return store
}
