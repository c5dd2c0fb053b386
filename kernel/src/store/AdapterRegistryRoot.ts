import type { I18nStore } from '../i18n/I18nStore.ts'
import type { EventBus } from '../services/EventBus.ts'
import type { Logger } from '../services/Logger.ts'
import type { PorticoEvents } from '../services/PorticoEvents.ts'
import type { Storage } from '../services/Storage.ts'
import type { AlertStore } from './AlertStore.ts'
import type { ApprovalStore } from './ApprovalStore.ts'
import type { ConfigStore } from './ConfigStore.ts'
import type { ConnectionsStore } from './ConnectionsStore.ts'
import type { ModalStore } from './ModalStore.ts'
import type { NetworksStore } from './NetworksStore.ts'
import type { SnackStore } from './SnackStore.ts'
import type { WalletsStore } from './WalletsStore.ts'
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
  /** Created with the first request (approvalsOf). */
  approvals: ApprovalStore | undefined
  snack: SnackStore
  alerts: AlertStore
  i18n: Pick<I18nStore, 't'>
  events: EventBus<PorticoEvents>
  logger: Logger
  theme: ThemeStore
}
