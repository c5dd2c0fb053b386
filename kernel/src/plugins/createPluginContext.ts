import { Analytics } from '../services/Analytics.ts'
import type { RootStore } from '../store/RootStore.ts'
import type { PluginContext } from './PluginContext.ts'
import type { PluginServices } from './PluginServices.ts'

/**
 * Builds the context one plugin's setup receives. Every registration point hands the function
 * that undoes it to `record`, so tearing the plugin down removes all it registered.
 */
export function createPluginContext(
  root: RootStore,
  services: PluginServices,
  pluginId: string,
  record: (cleanup: () => void) => void,
): PluginContext {
  const { registry } = root
  return {
    id: pluginId,
    root,
    router: root.router,
    snack: root.snack,
    open: (options) => services.open(options),
    capabilities: { has: (capability) => root.adapters.has(capability) },
    storage: root.storage,
    http: services.http,
    telemetry: services.telemetry,
    events: root.events,
    analytics: new Analytics(root.events),
    t: (key, values) => root.i18n.t(key, values),
    addMessages: (messages, locale) => root.i18n.addMessages(messages, locale),
    registerView: (id, load, options) => record(registry.registerView({ id, load, title: options.title })),
    addConnectSection: (section) => record(registry.addConnectSection(section)),
    addAccountTab: (tab) => record(registry.addAccountTab(tab)),
    addWalletFeature: (feature) => record(registry.addWalletFeature(feature)),
    attach: (store) => {
      root.attach(pluginId, store)
      record(() => root.detach(pluginId))
      return store
    },
    onTeardown: record,
  }
}
