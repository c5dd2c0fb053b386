import { PluginLoader } from './plugins/PluginLoader.ts'
import type { EventBus, Listener } from './services/EventBus.ts'
import type { HttpClient } from './services/HttpClient.ts'
import type { PorticoEvents } from './services/PorticoEvents.ts'
import type { Telemetry } from './services/Telemetry.ts'
import type { ViewId } from './store/RouteRegistry.ts'
import type { RootStore } from './store/RootStore.ts'
import { runInAction } from 'mobx'
import type { OpenOptions } from './OpenOptions.ts'

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
  /** Settles once remote configuration is merged and enabled plugins are set up. */
  ready: Promise<void> = Promise.resolve()
  private unmount: (() => void) | undefined
  private mounting: Promise<void> | undefined
  private readonly cleanups: (() => void)[] = []
  private destroyed = false

  constructor(store: RootStore, services: AppKitServices) {
    this.store = store
    this.services = services
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

  /** Opens the modal, on a view if given (else Account when connected, Connect otherwise). */
  async open<V extends ViewId>(options: OpenOptions<V> = {}): Promise<void> {
    if (this.destroyed) return
    const { router, modal, connections } = this.store
    runInAction(() => {
      if (options.namespace) connections.setActiveNamespace(options.namespace)
      if (options.view) router.reset(options.view, options.data)
      else router.reset(connections.isConnected ? 'Account' : 'Connect')
      modal.setLoading(true)
      modal.setOpen(true)
    })
    this.store.events.emit('modal:open', { view: router.view })
    try {
      await this.mount()
    } finally {
      runInAction(() => modal.setLoading(false))
    }
  }

  /** Closes the modal, unless a guard forbids it (SIWX required without a session). */
  close(): void {
    this.store.requestClose()
  }

  /** Listens to an instance event; returns the unsubscribe function. */
  on<K extends keyof PorticoEvents>(type: K, listener: Listener<PorticoEvents[K]>): () => void {
    return this.store.events.on(type, listener)
  }

  /** Loads the modal's UI ahead of the first open (on idle, or on pointer-over of a button). */
  preload(): Promise<unknown> {
    return import('./ui/mountModal.tsx')
  }

  /** Mounts the modal into the page (client only); done once, on first open or by a provider. */
  mount(): Promise<void> {
    if (typeof document === 'undefined' || this.destroyed) return Promise.resolve()
    this.mounting ??= import('./ui/mountModal.tsx').then(({ mountModal }) => {
      if (!this.destroyed) this.unmount = mountModal(this)
    })
    return this.mounting
  }

  /** Adds cleanup work for `destroy`. */
  addCleanup(cleanup: () => void): void {
    this.cleanups.push(cleanup)
  }

  /** Unmounts the modal, tears plugins and adapters down and drops every listener. */
  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.unmount?.()
    for (const cleanup of this.cleanups.splice(0).reverse()) cleanup()
    this.store.events.clear()
  }
}
