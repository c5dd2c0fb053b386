import { PluginLoader } from './plugins/PluginLoader.ts'
import type { EventBus, Listener } from './services/EventBus.ts'
import type { HttpClient } from './services/HttpClient.ts'
import type { PorticoEvents } from './services/PorticoEvents.ts'
import type { Telemetry } from './services/Telemetry.ts'
import type { ViewId } from './contracts/RouteRegistry.ts'
import type { RootStore } from './RootStore.ts'
import { compareShallow, compareStructural, reaction, runInAction } from 'mobx'
import type { OpenOptions } from './OpenOptions.ts'
import type { ChainNamespace } from './model/ChainNamespace.ts'
import type { Network } from './model/Network.ts'
import type { AnalyticsEvent } from './services/PorticoEvents.ts'
import type { ThemeMode } from './theme/ThemeMode.ts'
import type { ThemeVariables } from './theme/ThemeVariables.ts'
import type { AppKitAccount } from './host/AppKitAccount.ts'
import type { AppKitState } from './host/AppKitState.ts'
import type { NetworkState } from './host/NetworkState.ts'
import type { WalletInfo } from './host/WalletInfo.ts'
import { accountStateOf } from './host/accountStateOf.ts'
import { modalStateOf } from './host/modalStateOf.ts'
import { networkStateOf } from './host/networkStateOf.ts'
import { walletInfoOf } from './host/walletInfoOf.ts'
import { walletProviderOf } from './host/walletProviderOf.ts'
import type { NetworkInput } from './model/NetworkInput.ts'
import type { MountedModal } from './plugins/MountedModal.ts'
import type { ModalUi } from './plugins/ModalUi.ts'

/** The services an instance owns besides its store. */
export interface AppKitServices {
  /**
   * The project service's client: undefined without a project service; with one, set once its
   * code has loaded, before `ready` settles (so before any plugin's setup).
   */
  http: HttpClient | undefined
  telemetry: Telemetry
  events: EventBus<PorticoEvents>
}

/** A Portico instance, as `createAppKit` returns it. */
export class AppKit {
  readonly store: RootStore
  readonly services: AppKitServices
  /** The host's plugins: which are loaded, and their teardown. */
  readonly plugins: PluginLoader
  /** Settles once remote configuration is merged (or the service did not answer within its request timeout, 10 s) and enabled plugins are set up. */
  ready: Promise<void> = Promise.resolve()
  private mounted: MountedModal | undefined
  private mounting: Promise<void> | undefined
  private readonly cleanups: (() => void)[] = []
  private destroyed = false

  /** The modal's UI plugin; none for a headless host (features.headless: createAppKitWith gives none). */
  private readonly ui: ModalUi<AppKit> | undefined

  constructor(store: RootStore, services: AppKitServices, ui?: ModalUi<AppKit>) {
    this.store = store
    this.services = services
    this.ui = ui
    // Read through: the project service's client arrives later, with the remote configuration.
    this.plugins = new PluginLoader(store, {
      get http() {
        return services.http
      },
      get telemetry() {
        return services.telemetry
      },
      open: (options) => this.open(options),
    })
  }

  /**
   * Opens the modal, on a view if given (else Account when connected, Connect otherwise). A closed
   * modal shows once the view is complete (its code, its parts, the wallets found: see
   * `prepareView`), or after 1 s with what has arrived; `loading` is true meanwhile.
   */
  async open<V extends ViewId>(options: OpenOptions<V> = {}): Promise<void> {
    if (this.destroyed) return
    // A headless host (features.headless) draws its own list and never loads the modal (said in development: warnNoEffectOptions).
    if (!this.ui) return
    const { router, modal, connections } = this.store
    const wasOpen = modal.open
    runInAction(() => {
      if (options.namespace) connections.setActiveNamespace(options.namespace)
      if (options.view) router.reset(options.view, options.data)
      else router.reset(connections.isConnected ? 'Account' : 'Connect')
      if (!wasOpen) modal.setLoading(true)
      modal.setOpen(true)
    })
    this.store.events.emit('modal:open', { view: router.view })
    // The wallets found without SDKs are listed while the modal's chunk arrives, not after it (once).
    void this.store.adapters.discover()
    try {
      await this.mount()
      if (!wasOpen) await this.mounted?.prepare(router.view)
    } finally {
      runInAction(() => modal.setLoading(false))
    }
  }

  /** Closes the modal, unless a guard forbids it (SIWX required without a session). */
  close(): void {
    this.store.requestClose()
  }

  /** Switches the modal's language (a shipped locale such as `ar` or `pt-BR`, else English) and its direction; its texts load on demand. */
  setLocale(locale: string): void {
    this.store.i18n.setLocale(locale)
  }

  /** Listens to an instance event; returns the unsubscribe function. */
  on<K extends keyof PorticoEvents>(type: K, listener: Listener<PorticoEvents[K]>): () => void {
    return this.store.events.on(type, listener)
  }

  /**
   * The provider of the active (or given) namespace's connection, whatever connector made it
   * (AppKit's `getWalletProvider`): EIP-1193 for eip155, the Solana and Bitcoin adapters' providers
   * in AppKit's shapes; undefined while not connected.
   */
  getWalletProvider<T = unknown>(namespace?: ChainNamespace): T | undefined {
    return walletProviderOf(this.store, namespace).walletProvider as T | undefined
  }

  /** The connector type of the active (or given) namespace's connection, such as `ANNOUNCED`. */
  getWalletProviderType(namespace?: ChainNamespace): string | undefined {
    return walletProviderOf(this.store, namespace).walletProviderType
  }

  /** The providers of every connected namespace, by namespace. */
  getProviders(): Partial<Record<ChainNamespace, unknown>> {
    const providers: Partial<Record<ChainNamespace, unknown>> = {}
    for (const namespace of this.store.connections.connectedNamespaces) providers[namespace] = this.getWalletProvider(namespace)
    return providers
  }

  /** The account of the active (or given) namespace, as `useAppKitAccount` gives it. */
  getAccount(namespace?: ChainNamespace): AppKitAccount {
    return accountStateOf(this.store, namespace)
  }

  /** The connected address of the active (or given) namespace. */
  getAddress(namespace?: ChainNamespace): string | undefined {
    return this.getAccount(namespace).address
  }

  /** The connected CAIP-10 address (`eip155:1:0xabc...`) of the active (or given) namespace. */
  getCaipAddress(namespace?: ChainNamespace): string | undefined {
    return this.getAccount(namespace).caipAddress
  }

  /** Whether the active namespace is connected. */
  getIsConnectedState(): boolean {
    return this.getAccount().isConnected
  }

  /** The active network's chain id (a number on eip155). */
  getChainId(): number | string | undefined {
    return this.store.networks.active?.id
  }

  /** The active (or the given namespace's) network. */
  getCaipNetwork(namespace?: ChainNamespace): Network | undefined {
    const { networks } = this.store
    if (!namespace) return networks.active
    const id = networks.activeByNamespace.get(namespace)
    return id ? networks.find(id) : undefined
  }

  /** The active network's CAIP-2 id, such as `eip155:1`. */
  getCaipNetworkId(): string | undefined {
    return this.store.networks.active?.caipNetworkId
  }

  /** The modal's state, as `useAppKitState` gives it. */
  getState(): AppKitState {
    return modalStateOf(this.store)
  }

  /** The wallet connected on the active (or given) namespace. */
  getWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined {
    return walletInfoOf(this.store, namespace)
  }

  /**
   * Switches to a configured network, given as a network object (ours, AppKit's or a viem chain)
   * or a CAIP-2 id; through the wallet when that namespace is connected and active.
   */
  async switchNetwork(network: NetworkInput): Promise<void> {
    return this.store.adapters.switchNetwork(network)
  }

  /** Disconnects one namespace, or every connected one. */
  disconnect(namespace?: ChainNamespace): Promise<void> {
    return this.store.adapters.disconnect(namespace)
  }

  /** The modal's theme mode. */
  getThemeMode(): ThemeMode {
    return this.store.theme.themeMode
  }

  /** Sets the modal's theme mode. */
  setThemeMode(themeMode: ThemeMode): void {
    this.store.theme.setThemeMode(themeMode)
  }

  /** The modal's theme variables. */
  getThemeVariables(): ThemeVariables {
    return { ...this.store.theme.themeVariables }
  }

  /** Merges variables (`--w3m-*` or `--pc-*`) into the current ones. */
  setThemeVariables(themeVariables: ThemeVariables): void {
    this.store.theme.setThemeVariables(themeVariables)
  }

  /** Calls back with the account of the active (or given) namespace whenever it changes; returns the unsubscribe function. */
  subscribeAccount(callback: (account: AppKitAccount) => void, namespace?: ChainNamespace): () => void {
    return this.watch(() => accountStateOf(this.store, namespace), callback)
  }

  /** Calls back with the active network whenever it changes. */
  subscribeNetwork(callback: (network: NetworkState) => void): () => void {
    return this.watch(() => networkStateOf(this.store.networks.active), callback)
  }

  /** Calls back with the modal's state whenever it changes. */
  subscribeState(callback: (state: AppKitState) => void): () => void {
    return this.watch(() => modalStateOf(this.store), callback)
  }

  /** Calls back with the connected wallet whenever it changes. */
  subscribeWalletInfo(callback: (walletInfo: WalletInfo | undefined) => void): () => void {
    return this.watch(() => walletInfoOf(this.store), callback)
  }

  /** Calls back with the theme whenever it changes. */
  subscribeTheme(callback: (theme: { themeMode: ThemeMode; themeVariables: ThemeVariables }) => void): () => void {
    return this.watch(() => ({ themeMode: this.getThemeMode(), themeVariables: this.getThemeVariables() }), callback)
  }

  /** Calls back with the providers of every connected namespace whenever one changes. */
  subscribeProviders(callback: (providers: Partial<Record<ChainNamespace, unknown>>) => void): () => void {
    // Compared by identity: a provider is an object with functions, not data.
    return this.watch(() => this.getProviders(), callback, compareShallow)
  }

  /** Calls back with each event, AppKit's (MODAL_OPEN, CONNECT_SUCCESS, ...) and the plugins'. */
  subscribeEvents(callback: (event: AnalyticsEvent) => void): () => void {
    return this.on('analytics', callback)
  }

  /** Loads the modal's UI ahead of the first open (on idle, or on pointer-over of a button). */
  preload(): Promise<unknown> {
    return this.ui?.loadModal() ?? Promise.resolve()
  }

  /**
   * Mounts the modal into the page (client only); done once, on first open or ahead of it (a
   * provider, a button, on idle), when the view a first open would show is prepared at once.
   */
  mount(): Promise<void> {
    const { ui } = this
    if (typeof document === 'undefined' || this.destroyed || !ui) return Promise.resolve()
    this.mounting ??= ui.loadModal().then(({ mountModal }) => {
      if (!this.destroyed) this.mounted = mountModal(this)
    })
    return this.mounting
  }

  private watch<T>(select: () => T, callback: (value: T) => void, equals = compareStructural): () => void {
    const stop = reaction(select, callback, { equals })
    this.cleanups.push(stop)
    return stop
  }

  /** Adds cleanup work for `destroy`. */
  addCleanup(cleanup: () => void): void {
    this.cleanups.push(cleanup)
  }

  /** Unmounts the modal, tears plugins and adapters down and drops every listener. */
  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.mounted?.unmount()
    for (const cleanup of this.cleanups.splice(0).reverse()) cleanup()
    this.store.events.clear()
  }
}
