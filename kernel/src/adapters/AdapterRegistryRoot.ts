import type { I18nStore } from '../i18n/I18nStore.ts'
import type { EventBus } from '../services/EventBus.ts'
import type { Logger } from '../services/Logger.ts'
import type { PorticoEvents } from '../services/PorticoEvents.ts'
import type { Storage } from '../services/Storage.ts'
import type { AlertStore } from '../store/AlertStore.ts'
import type { ApprovalStore } from '../store/ApprovalStore.ts'
import type { ConfigStore } from '../store/ConfigStore.ts'
import type { ConnectionsStore } from '../store/ConnectionsStore.ts'
import type { ModalStore } from '../store/ModalStore.ts'
import type { NetworksStore } from '../store/NetworksStore.ts'
import type { SnackStore } from '../store/SnackStore.ts'
import type { WalletsStore } from '../store/WalletsStore.ts'
import type { ThemeStore } from '../theme/ThemeStore.ts'

/** The stores and services the registry updates. */
export interface AdapterRegistryRoot {
  config: Pick<ConfigStore, 'options'>
  connections: ConnectionsStore
  /** Whether an open is preparing its first frame: the SDKs wait for it (they would hold that frame back). */
  modal: Pick<ModalStore, 'loading'>
  networks: NetworksStore
  wallets: WalletsStore
  storage: Storage
  approvals: ApprovalStore
  snack: SnackStore
  alerts: AlertStore
  i18n: Pick<I18nStore, 't'>
  events: EventBus<PorticoEvents>
  logger: Logger
  theme: ThemeStore
}
