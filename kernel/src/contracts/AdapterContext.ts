import type { Account } from '../model/Account.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Network } from '../model/Network.ts'
import type { Storage } from '../services/Storage.ts'
import type { Logger } from '../services/Logger.ts'
import type { Metadata } from '../config/Metadata.ts'
import type { Alert } from '../model/Alert.ts'
import type { ApprovalRequest } from './ApprovalRequest.ts'
import type { AdapterTheme } from './AdapterTheme.ts'
import type { ConnectorDiscovery } from './ConnectorDiscovery.ts'

/** What the kernel gives an adapter when it loads: its networks and how to report wallet events. */
export interface AdapterContext {
  /** The configured networks of the adapter's namespaces. */
  networks: Network[]
  storage: Storage
  /** Where the adapter writes to the console, at the host's log level (SPEC §9). */
  logger: Logger
  /** The host's project id (WalletConnect and the secure frame need it); undefined when not configured. */
  projectId: string | undefined
  /** The host's project service (`projectServiceUrl`, no trailing slash), whose RPC proxy serves networks without an RPC url; undefined when not configured. */
  projectServiceUrl?: string | undefined
  /** The locale the host gave `createAppKit` (BCP 47), when it gave one: the secure frame shows its texts in it. */
  locale?: string | undefined
  /** The host app's metadata (name, description, url, icons), when given. */
  metadata: Metadata | undefined
  /** What the definition's `discover` started before the adapter loaded, for the adapter to take over; undefined when none ran. */
  discovery?: ConnectorDiscovery | undefined
  /** The wallet changed its accounts; an empty list means it disconnected. */
  onAccountsChanged(namespace: ChainNamespace, accounts: Account[]): void
  /** The wallet moved to another network. */
  onNetworkChanged(namespace: ChainNamespace, caipNetworkId: string): void
  /** The wallet ended the connection. */
  onDisconnect(namespace: ChainNamespace): void
  /** The set of connectors changed (a wallet announced itself). */
  onConnectorsChanged(): void
  /** What a connector's `user()` says changed (its account type, its smart account deployed): the modal and the host's account state read it again. */
  onUserChanged(): void
  /** The host's preferred account type per namespace (`defaultAccountTypes`), SPEC §3's default where it gave none. */
  defaultAccountTypes: Readonly<Record<ChainNamespace, string>>
  /**
   * The provider that a connector adapter (WalletConnect, the embedded wallet) holds for one of
   * its connectors in a namespace, so a chain adapter can drive it; undefined otherwise.
   */
  getProvider(connectorId: string, namespace: ChainNamespace): unknown
  /**
   * Switches the connection of the adapter's namespace to a configured network (a CAIP-2 id) as
   * the modal's Networks view does, the modal following: for a bridge that lets a host library
   * (wagmi's `switchChain`) drive the connection. Rejects with NETWORK_NOT_CONFIGURED for a
   * network the host did not configure, and with the wallet's error when it refuses.
   */
  switchNetwork(caipNetworkId: string): Promise<void>
  /** Ends the connection of one of the adapter's namespaces as the modal's Disconnect does. */
  disconnect(namespace: ChainNamespace): Promise<void>
  /**
   * Asks the user to approve an unsafe request (SPEC §6) in the ApproveTransaction view, which
   * opens when the modal is closed or is moved to when it is open (SPEC §2): resolves when
   * approved; rejects with a ProviderError 4001 when rejected, when `signal` aborts, or when the
   * modal closes first. For adapters that hold keys themselves (the embedded wallet).
   */
  requestApproval(request: ApprovalRequest): Promise<void>
  /** Shows an adapter's notice in the modal's snack, such as SPEC §8's "Action not allowed". */
  showSnack(variant: 'success' | 'error', message: string): void
  /** Shows an alert in the modal's alert bar (one with the same id is replaced), such as SPEC §8's "Network Error". */
  showAlert(alert: Alert): void
  /** Reports an adapter's event on the instance's analytics bus, such as SPEC §8's `iframe_load_failed`. */
  track(event: string, properties?: Record<string, unknown>): void
  /** Calls `listener` with the host's theme now and after each change (the embedded wallet's frame follows it); returns the function that stops. */
  watchTheme(listener: (theme: AdapterTheme) => void): () => void
}
