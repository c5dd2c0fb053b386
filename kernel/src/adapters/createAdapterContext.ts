import { reaction, runInAction } from 'mobx'
import { decode } from '../decode.ts'
import { Account } from '../model/Account.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import { parseCaipNetworkId } from '../model/parseCaipNetworkId.ts'
import type { Storage } from '../services/Storage.ts'
import type { Logger } from '../services/Logger.ts'
import type { ConnectionsStore } from '../store/ConnectionsStore.ts'
import type { NetworksStore } from '../store/NetworksStore.ts'
import type { Network } from '../model/Network.ts'
import type { AdapterContext } from '../contracts/AdapterContext.ts'
import type { ConnectorDiscovery } from '../contracts/ConnectorDiscovery.ts'
import type { HostOptions } from '../config/HostOptions.ts'
import { defaultAccountTypesOf } from '../model/defaultAccountTypesOf.ts'
import type { AlertStore } from '../store/AlertStore.ts'
import type { ApprovalStore } from '../store/ApprovalStore.ts'
import type { SnackStore } from '../store/SnackStore.ts'
import type { Analytics } from '../services/Analytics.ts'
import type { ThemeStore } from '../theme/ThemeStore.ts'
import { DestroyedError } from '../errors/DestroyedError.ts'
import { NetworkNotConfiguredError } from '../errors/NetworkNotConfiguredError.ts'

/** What an adapter's context reaches: the stores its callbacks update, and the registry's hooks. */
export interface AdapterContextInput {
  namespaces: readonly ChainNamespace[]
  connections: ConnectionsStore
  networks: NetworksStore
  storage: Storage
  approvals: Pick<ApprovalStore, 'request'>
  snack: Pick<SnackStore, 'showSuccess' | 'showError'>
  alerts: Pick<AlertStore, 'show'>
  analytics: Pick<Analytics, 'track'>
  theme: Pick<ThemeStore, 'themeMode' | 'themeVariables'>
  logger: Logger
  /** The host's options an adapter is told: the project id and service, the app's metadata, the preferred account types, the locale. */
  options: Pick<HostOptions, 'projectId' | 'projectServiceUrl' | 'metadata' | 'defaultAccountTypes' | 'locale'>
  /** What the adapter's `discover` started, for the adapter to take over. */
  discovery?: ConnectorDiscovery | undefined
  /** False once the registry is destroyed: later wallet events are ignored. */
  isLive: () => boolean
  refreshConnectors: () => void
  noteUserChanged: () => void
  getProvider: (connectorId: string, namespace: ChainNamespace) => unknown
  switchNetwork: (network: Network) => Promise<void>
  disconnect: (namespace: ChainNamespace) => Promise<void>
}

const destroyed = (): Promise<never> => Promise.reject(new DestroyedError())

/**
 * Builds the context an adapter loads with: its namespaces' networks, storage, and callbacks
 * that keep the connections and networks stores in step with the wallet. What the wallet reports
 * is checked first: accounts must decode, network ids must be CAIP-2 ids of that namespace.
 */
export function createAdapterContext(input: AdapterContextInput): AdapterContext {
  const { connections, networks } = input
  const live = (run: () => void): void => {
    if (input.isLive()) runInAction(run)
  }
  return {
    networks: networks.configured.filter((network) => input.namespaces.includes(network.chainNamespace)),
    storage: input.storage,
    logger: input.logger,
    projectId: input.options.projectId,
    projectServiceUrl: input.options.projectServiceUrl?.replace(/\/+$/, ''),
    metadata: input.options.metadata,
    locale: input.options.locale,
    discovery: input.discovery,
    onAccountsChanged: (namespace, accounts) => {
      const valid = accounts.filter((account) => decode(Account, account).ok && account.namespace === namespace)
      live(() => connections.setAccounts(namespace, valid))
    },
    onNetworkChanged: (namespace, caipNetworkId) => {
      if (parseCaipNetworkId(caipNetworkId)?.namespace !== namespace) return
      live(() => {
        if (connections.connectionOf(namespace).status !== 'connected') return
        networks.setActive(namespace, caipNetworkId)
        connections.setNetwork(namespace, caipNetworkId)
      })
    },
    onDisconnect: (namespace) => {
      live(() => {
        if (connections.connectionOf(namespace).status !== 'disconnected') connections.setDisconnected(namespace)
      })
    },
    onConnectorsChanged: () => live(input.refreshConnectors),
    onUserChanged: () => live(input.noteUserChanged),
    defaultAccountTypes: defaultAccountTypesOf(input.options.defaultAccountTypes),
    getProvider: input.getProvider,
    switchNetwork: (caipNetworkId) => {
      const network = networks.configured.find((each) => each.caipNetworkId === caipNetworkId)
      if (!network || !input.namespaces.includes(network.chainNamespace)) {
        return Promise.reject(new NetworkNotConfiguredError(caipNetworkId))
      }
      return input.isLive() ? input.switchNetwork(network) : destroyed()
    },
    disconnect: (namespace) => {
      if (!input.namespaces.includes(namespace)) return Promise.resolve()
      return input.isLive() ? input.disconnect(namespace) : destroyed()
    },
    requestApproval: (request) => (input.isLive() ? input.approvals.request(request) : destroyed()),
    showSnack: (variant, message) => live(() => (variant === 'error' ? input.snack.showError(message) : input.snack.showSuccess(message))),
    showAlert: (alert) => live(() => input.alerts.show(alert)),
    track: (event, properties) => {
      if (input.isLive()) input.analytics.track(event, properties)
    },
    watchTheme: (listener) =>
      reaction(
        () => ({
          themeMode: input.theme.themeMode,
          themeVariables: Object.fromEntries(Object.entries(input.theme.themeVariables).map(([name, value]) => [name, String(value)])),
        }),
        (theme) => {
          if (input.isLive()) listener(theme)
        },
        { fireImmediately: true },
      ),
  }
}
