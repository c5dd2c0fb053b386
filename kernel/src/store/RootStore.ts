import { configure, makeObservable, observable, action } from 'mobx'
import type { AppKitOptions } from '../config/AppKitOptions.ts'
import type { Features } from '../config/Features.ts'
import { I18nStore } from '../i18n/I18nStore.ts'
import type { EventBus } from '../services/EventBus.ts'
import type { PorticoEvents } from '../services/PorticoEvents.ts'
import type { Storage } from '../services/Storage.ts'
import { AlertStore } from './AlertStore.ts'
import { BalancesStore } from './BalancesStore.ts'
import { ConfigStore } from './ConfigStore.ts'
import { ConnectionsStore } from './ConnectionsStore.ts'
import { ModalStore } from './ModalStore.ts'
import { NetworksStore } from './NetworksStore.ts'
import { RegistryStore } from './RegistryStore.ts'
import { RouterStore } from './RouterStore.ts'
import { SnackStore } from './SnackStore.ts'
import { TransactionsStore } from './TransactionsStore.ts'
import { ThemeStore } from '../theme/ThemeStore.ts'
import { WalletsStore } from './WalletsStore.ts'

// A host app may run its own MobX; Portico's state must not mix with it.
configure({ enforceActions: 'observed', isolateGlobalState: true })

/** What the root store is built from. */
export interface RootStoreInput {
  options: AppKitOptions
  features: Features
  storage: Storage
  events: EventBus<PorticoEvents>
}

/** The root of Portico's state: the kernel's stores, and the ones plugins attach. */
export class RootStore {
  readonly config: ConfigStore
  readonly router: RouterStore
  readonly snack: SnackStore
  readonly modal: ModalStore
  readonly alerts: AlertStore
  readonly i18n: I18nStore
  readonly registry: RegistryStore
  readonly connections: ConnectionsStore
  readonly networks: NetworksStore
  readonly wallets: WalletsStore
  readonly balances: BalancesStore
  readonly transactions: TransactionsStore
  readonly theme: ThemeStore
  readonly storage: Storage
  readonly events: EventBus<PorticoEvents>
  /** Stores that plugins attached, by plugin id. */
  readonly plugins = observable.map<string, unknown>({}, { deep: false })

  constructor(input: RootStoreInput) {
    this.storage = input.storage
    this.events = input.events
    this.config = new ConfigStore(input.options, input.features)
    this.modal = new ModalStore(input.options.enableEmbedded ?? false)
    this.router = new RouterStore(() => this.requestClose())
    this.snack = new SnackStore()
    this.alerts = new AlertStore()
    this.i18n = new I18nStore()
    this.registry = new RegistryStore()
    this.connections = new ConnectionsStore(input.storage)
    this.networks = new NetworksStore(input.options.networks)
    this.wallets = new WalletsStore(input.storage)
    this.balances = new BalancesStore()
    this.transactions = new TransactionsStore()
    this.theme = new ThemeStore(input.options.themeMode, input.options.themeVariables)
    makeObservable<RootStore, 'requestClose'>(this, { attach: action, requestClose: action })
  }

  /** Attaches a plugin's store under its id; `root.plugins.get(id)` reads it back. */
  attach<S>(id: string, store: S): S {
    if (this.plugins.has(id)) throw new Error(`A store is already attached as "${id}"`)
    this.plugins.set(id, store)
    return store
  }

  /** Closes the modal unless a guard forbids it; returns whether it closed. */
  requestClose(): boolean {
    if (!this.modal.canClose) return false
    if (this.modal.open) {
      this.modal.setOpen(false)
      this.events.emit('modal:close', undefined)
    }
    return true
  }
}
