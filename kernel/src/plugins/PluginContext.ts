import type { Features } from '../config/Features.ts'
import type { HostOptions } from '../config/HostOptions.ts'
import type { LocaleLoader, Translate } from '../i18n/I18nStore.ts'
import type { OpenOptions } from '../OpenOptions.ts'
import type { Analytics } from '../services/Analytics.ts'
import type { EventBus } from '../services/EventBus.ts'
import type { HttpClient } from '../services/HttpClient.ts'
import type { PorticoEvents } from '../services/PorticoEvents.ts'
import type { Storage } from '../services/Storage.ts'
import type { Logger } from '../services/Logger.ts'
import type { Telemetry } from '../services/Telemetry.ts'
import type { BalanceService } from '../store/BalanceService.ts'
import type { BalancesStore } from '../store/BalancesStore.ts'
import type { ConnectionsStore } from '../store/ConnectionsStore.ts'
import type { NetworksStore } from '../store/NetworksStore.ts'
import type { PluginStoreRegistry } from '../store/PluginStoreRegistry.ts'
import type { AccountTab, ConnectSection, WalletFeature } from '../store/RegistryStore.ts'
import type { RouterStore } from '../store/RouterStore.ts'
import type { SnackStore } from '../store/SnackStore.ts'
import type { TransactionsStore } from '../store/TransactionsStore.ts'
import type { LazyComponent } from '../contracts/LazyComponent.ts'
import type { PluginAdapters } from './PluginAdapters.ts'
import type { PluginModal } from './PluginModal.ts'

/**
 * Everything a plugin's setup may use: read-only views of the stores it needs, the adapters'
 * verbs, the services, and registration verbs that record their own undo (teardown removes all).
 */
export interface PluginContext {
  /** The plugin's id. */
  id: string
  /** The host's options as decoded (`siwx`, `metadata`, `debug`, ...). */
  readonly options: Readonly<HostOptions>
  /** The feature flags in force, remote configuration applied; observable. */
  readonly features: Readonly<Features>
  router: RouterStore
  snack: SnackStore
  modal: PluginModal
  /** The connections per namespace and the active one (read-only), and the accounts' names a plugin feeds (`setAccountName`). */
  connections: Pick<
    ConnectionsStore,
    'active' | 'activeNamespace' | 'activeAddress' | 'activeCaipAddress' | 'isConnected' | 'status' | 'connectedNamespaces' | 'connectionOf' | 'activeAccountName' | 'setAccountName'
  >
  /** The configured networks and the active one (read-only). */
  networks: Pick<NetworksStore, 'configured' | 'active' | 'activeNamespace' | 'isUnsupported' | 'forNamespace' | 'find'>
  /** The active account's balances, with SPEC §4's cache and retry block. */
  balances: Pick<BalancesStore, 'balances' | 'loading' | 'error' | 'retryAt' | 'key' | 'fetch' | 'invalidate'>
  /** The blockchain API's balances with prices (the project service's), when one is configured. */
  balanceService: BalanceService | undefined
  /** The transaction stack of SPEC §4. */
  transactions: Pick<TransactionsStore, 'isEmpty' | 'push' | 'end'>
  adapters: PluginAdapters
  /** Opens the modal (on a view when given), as the host's `appKit.open` does: the modal's code loads first. */
  open(options?: OpenOptions): Promise<void>
  /** The adapters' capabilities: `has('eip155:signMessage')`. */
  capabilities: { has(capability: string): boolean }
  storage: Storage
  /** Where the plugin writes to the console, at the host's log level (SPEC §9). */
  logger: Logger
  /** The project service's client, when one is configured. */
  http: HttpClient | undefined
  telemetry: Telemetry
  events: EventBus<PorticoEvents>
  /** Tracks SPEC §7's analytics events (and the plugin's own) on the instance's event bus. */
  analytics: Analytics
  t: Translate
  /** The active locale (such as `en` or `pt-BR`), for formatting numbers and dates; observable. */
  readonly locale: string
  /** Adds the plugin's own message keys to a locale's catalogue (English by default). */
  addMessages(messages: Record<string, string>, locale?: string): void
  /** Adds the loader of the plugin's catalogue for a locale (its `locales/<locale>.ts` chunks): run for the active locale now and on each change. Undone on teardown. */
  addLocaleLoader(loader: LocaleLoader): void
  /** Registers a view; `title` is a message key, or a function of observable state that returns one. Undone on teardown. */
  registerView(id: string, load: LazyComponent, options: { title: string | (() => string) }): void
  addConnectSection(section: ConnectSection): void
  addAccountTab(tab: AccountTab): void
  addWalletFeature(feature: WalletFeature): void
  /**
   * Attaches the plugin's store under the plugin's own id, with the type the plugin declared in
   * `PluginStoreRegistry` (`plugins.get(id)` reads it back typed); detached on teardown. Throws
   * for another plugin's id.
   */
  attach<K extends keyof PluginStoreRegistry>(id: K, store: PluginStoreRegistry[K]): PluginStoreRegistry[K]
  /** Runs `cleanup` when the plugin is torn down. */
  onTeardown(cleanup: () => void): void
}
