import type { OpenOptions } from '../OpenOptions.ts'
import type { Translate } from '../i18n/I18nStore.ts'
import type { Analytics } from '../services/Analytics.ts'
import type { EventBus } from '../services/EventBus.ts'
import type { HttpClient } from '../services/HttpClient.ts'
import type { PorticoEvents } from '../services/PorticoEvents.ts'
import type { Storage } from '../services/Storage.ts'
import type { Telemetry } from '../services/Telemetry.ts'
import type { LazyComponent } from './LazyComponent.ts'
import type { AccountTab, ConnectSection, WalletFeature } from '../store/RegistryStore.ts'
import type { RootStore } from '../store/RootStore.ts'
import type { RouterStore } from '../store/RouterStore.ts'
import type { SnackStore } from '../store/SnackStore.ts'

/** Everything a plugin's setup may use: the stores, the services and the registration points. */
export interface PluginContext {
  /** The plugin's id. */
  id: string
  root: RootStore
  router: RouterStore
  snack: SnackStore
  /** Opens the modal (on a view when given), as the host's `appKit.open` does: the modal's code loads first. */
  open(options?: OpenOptions): Promise<void>
  /** The adapters' capabilities: `has('eip155:signMessage')`. */
  capabilities: { has(capability: string): boolean }
  storage: Storage
  /** The project service's client, when one is configured. */
  http: HttpClient | undefined
  telemetry: Telemetry
  events: EventBus<PorticoEvents>
  /** Tracks SPEC §7's analytics events (and the plugin's own) on the instance's event bus. */
  analytics: Analytics
  t: Translate
  /** Adds the plugin's own message keys to a locale's catalogue (English by default). */
  addMessages(messages: Record<string, string>, locale?: string): void
  /** Registers a view; `title` is a message key. Undone on teardown. */
  registerView(id: string, load: LazyComponent, options: { title: string }): void
  addConnectSection(section: ConnectSection): void
  addAccountTab(tab: AccountTab): void
  addWalletFeature(feature: WalletFeature): void
  /** Attaches the plugin's store under its id (`root.plugins.get(id)`); detached on teardown. */
  attach<S>(store: S): S
  /** Runs `cleanup` when the plugin is torn down. */
  onTeardown(cleanup: () => void): void
}
