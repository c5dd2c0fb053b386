import { connect } from '../actions/connect.ts'
import { disconnect } from '../actions/disconnect.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import { Analytics } from '../services/Analytics.ts'
import type { RootStore } from '../RootStore.ts'
import type { PluginContext } from './PluginContext.ts'
import type { PluginServices } from './PluginServices.ts'
import { PluginStoreIdError } from '../errors/PluginStoreIdError.ts'
import { transactionsOf } from '../store/transactionsOf.ts'
import { balancesOf } from '../store/balancesOf.ts'

/**
 * Builds the context one plugin's setup receives: narrow views of the root store, and verbs.
 * Every registration point hands the function that undoes it to `record`, so tearing the plugin
 * down removes all it registered (close guards and the pairing authenticator included).
 */
export function createPluginContext(
  root: RootStore,
  services: PluginServices,
  pluginId: string,
  record: (cleanup: () => void) => void,
): PluginContext {
  const { registry, config, modal, adapters } = root
  const actionConfig = { root, adapters }
  return {
    id: pluginId,
    options: config.options,
    get features() {
      return config.features
    },
    router: root.router,
    snack: root.snack,
    modal: {
      get open() {
        return modal.open
      },
      embedded: modal.embedded,
      requestClose: () => root.requestClose(),
      addCloseGuard: (guard) => {
        const remove = modal.addCloseGuard(guard)
        record(remove)
        return remove
      },
    },
    connections: root.connections,
    networks: root.networks,
    balances: balancesOf(root),
    balanceService: root.balanceService,
    transactions: transactionsOf(root),
    adapters: {
      get connectors() {
        return adapters.connectors
      },
      has: (capability) => adapters.has(capability),
      chainAdapter: (namespace) => adapters.chainAdapter(namespace),
      chainExtension: (key) => adapters.chainExtension(key),
      ensureLoaded: () => adapters.ensureLoaded(),
      connect: (connectorId, options) => connect(actionConfig, { connectorId, ...options }),
      disconnect: (namespace) => disconnect(actionConfig, { namespace }),
      switchNetwork: (network) => switchNetwork(actionConfig, { network }),
      extension: (key) => adapters.extension(key),
      setAuthenticator: (authenticator) => {
        const clear = adapters.setAuthenticator(authenticator)
        record(clear)
        return clear
      },
    },
    open: (options) => services.open(options),
    capabilities: { has: (capability) => adapters.has(capability) },
    storage: root.storage,
    logger: root.logger,
    http: services.http,
    telemetry: services.telemetry,
    events: root.events,
    analytics: new Analytics(root.events),
    t: (key, values) => root.i18n.t(key, values),
    get locale() {
      return root.i18n.locale
    },
    addMessages: (messages, locale) => root.i18n.addMessages(messages, locale),
    addLocaleLoader: (loader) => record(root.i18n.addLocaleLoader(loader)),
    registerView: (id, load, options) => record(registry.registerView({ id, load, title: options.title })),
    addConnectSection: (section) => record(registry.addConnectSection(section)),
    addAccountTab: (tab) => record(registry.addAccountTab(tab)),
    addWalletFeature: (feature) => record(registry.addWalletFeature(feature)),
    attach: (id, store) => {
      if (id !== pluginId) throw new PluginStoreIdError(`Plugin "${pluginId}" may attach its store only under its own id, not "${id}"`)
      root.plugins.attach(id, store)
      record(() => root.plugins.detach(id))
      return store
    },
    onTeardown: record,
  }
}
