import { configure, makeObservable, action, observableRef } from 'mobx'
import type { HostOptions } from '../config/HostOptions.ts'
import type { Features } from '../config/Features.ts'
import { I18nStore } from '../i18n/I18nStore.ts'
import type { EventBus } from '../services/EventBus.ts'
import { Logger } from '../services/Logger.ts'
import { logLevelOf } from '../config/logLevelOf.ts'
import type { PorticoEvents } from '../services/PorticoEvents.ts'
import type { Storage } from '../services/Storage.ts'
import { AlertStore } from './AlertStore.ts'
import type { ApprovalStore } from './ApprovalStore.ts'
import type { BalancesStore } from './BalancesStore.ts'
import { ConfigStore } from './ConfigStore.ts'
import { ConnectionsStore } from './ConnectionsStore.ts'
import { ModalStore } from './ModalStore.ts'
import { NetworksStore } from './NetworksStore.ts'
import { PluginStores } from './PluginStores.ts'
import { RegistryStore } from './RegistryStore.ts'
import { RouterStore } from './RouterStore.ts'
import { SnackStore } from './SnackStore.ts'
import type { TransactionsStore } from './TransactionsStore.ts'
import { ThemeStore } from '../theme/ThemeStore.ts'
import { WalletsStore } from './WalletsStore.ts'
import type { BalanceService } from './BalanceService.ts'
import type { WalletRegistry } from './WalletRegistry.ts'

// A host app may run its own MobX; Portico's state must not mix with it.
configure({ enforceActions: 'observed', isolateGlobalState: true })

/** What the stores are built from. */
export interface StoresInput {
  options: HostOptions
  features: Features
  storage: Storage
  events: EventBus<PorticoEvents>
  /** Where the wallets store reads the wallet registry; none without a project service. */
  walletRegistry?: WalletRegistry
  /** Where balances with prices are read; none without a project service. */
  balanceService?: BalanceService
  /** What the library writes to the console; by default one at the options' level. */
  logger?: Logger
}

/**
 * Portico's state: the kernel's stores, and the ones plugins attach. They import nothing above
 * them; `RootStore` adds the host's adapters (the adapter registry, machinery) on top.
 */
export class Stores {
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
  /**
   * The active account's balances; undefined until something shows or reads them (`balancesOf`
   * creates it, and every reader goes through it), so its code stays out of the first load.
   */
  balances: BalancesStore | undefined = undefined
  /** The blockchain API's balances with prices; undefined without a project service. */
  readonly balanceService: BalanceService | undefined
  /**
   * The transaction stack (SPEC §4); undefined until the plugins' context first needs it
   * (`transactionsOf` creates it), so its code stays out of the first load.
   */
  transactions: TransactionsStore | undefined = undefined
  /**
   * Unsafe wallet requests waiting for the user's approval (ApproveTransaction); undefined until
   * an adapter first asks (`approvalsOf` creates it), so its code stays out of the first load.
   */
  approvals: ApprovalStore | undefined = undefined
  readonly theme: ThemeStore
  readonly storage: Storage
  readonly events: EventBus<PorticoEvents>
  /** The one way the library writes to the console, at the options' level. */
  readonly logger: Logger
  /** Stores that plugins attached, by plugin id (typed by PluginStoreRegistry). */
  readonly plugins = new PluginStores()

  constructor(input: StoresInput) {
    this.storage = input.storage
    this.events = input.events
    this.logger = input.logger ?? new Logger(logLevelOf(input.options))
    this.config = new ConfigStore(input.options, input.features)
    this.modal = new ModalStore(input.options.enableEmbedded ?? false)
    this.router = new RouterStore(() => this.requestClose())
    this.snack = new SnackStore()
    this.i18n = new I18nStore()
    this.alerts = new AlertStore(this.logger, this.i18n.t)
    this.registry = new RegistryStore()
    this.connections = new ConnectionsStore(input.storage)
    this.networks = new NetworksStore(input.options.networks, () => this.connections.activeNamespace, {
      allowUnsupportedChain: input.options.allowUnsupportedChain,
      enableNetworkSwitch: input.options.enableNetworkSwitch,
      defaultNetwork: input.options.defaultNetwork,
      storage: input.storage,
    })
    this.wallets = new WalletsStore({
      storage: input.storage,
      options: input.options,
      registry: input.walletRegistry,
    })
    this.balanceService = input.balanceService
    this.theme = new ThemeStore(input.options.themeMode, input.options.themeVariables)
    makeObservable<Stores, 'requestClose'>(this, { requestClose: action, approvals: observableRef, transactions: observableRef })
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
