import type { AccountType } from '../model/AccountType.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'
import type { ConnectorExtensionRegistry } from './ConnectorExtensionRegistry.ts'
import type { ConnectorUser } from './ConnectorUser.ts'
import type { Pairing } from './Pairing.ts'
import type { PairingAuthentication } from './PairingAuthentication.ts'

/**
 * A loaded connector adapter (WalletConnect, the embedded wallet): it offers connectors
 * across namespaces and hands each chain adapter a provider for its namespace.
 */
export interface ConnectorAdapter {
  namespaces: readonly ChainNamespace[]
  capabilities: readonly string[]
  getConnectors(): Connector[]
  /** The provider for a namespace, once connected; chain adapters drive it. */
  getProvider(namespace: ChainNamespace): unknown
  /**
   * Opens a session for a connector that pairs first (WalletConnect): resolves once the wallet
   * approved, and chain adapters then connect through `getProvider`. Each pairing (a fresh one
   * when the last is about to expire) goes to `onPairing`. Rejects with 4001 when the wallet
   * declines; gives up when `signal` aborts. With `authentication` the wallet is also asked to
   * sign in (one-click auth), and the signed messages reach `authentication.onAuthenticated`
   * before it resolves; a wallet that cannot still connects without them.
   */
  pair?(connectorId: string, options: { onPairing: (pairing: Pairing) => void; signal: AbortSignal; authentication?: PairingAuthentication }): Promise<void>
  /** Whether the connector has a session from before (a reload), so its namespaces can reconnect without pairing. */
  hasSession?(connectorId: string): boolean
  /** Ends the connector's session; the kernel calls it once no namespace uses the connector. */
  disconnect?(connectorId: string): Promise<void>
  /**
   * Takes up the session another tab of the origin opened through the connector (a connector
   * whose session lives in storage the tabs share, such as WalletConnect's): resolves once
   * `hasSession` and `getProvider` serve it here. The kernel calls it before it reconnects a
   * namespace another tab connected. Tells the wallet nothing.
   */
  reloadSession?(connectorId: string): Promise<void>
  /**
   * Drops the connector's session here, as another tab ended it (and told the wallet): it is
   * never served here again and the wallet is not told twice. The kernel calls it once no
   * namespace here uses the connector after following another tab's disconnect.
   */
  forgetSession?(connectorId: string): void
  /** Who is logged in through one of its connectors, for a connector that logs users in itself (AUTH); undefined otherwise. */
  user?(connectorId: string): ConnectorUser | undefined
  /**
   * Moves a namespace's connection through the connector to another of its account types (the
   * embedded wallet's smart account or EOA, SPEC §3/§4), remembered by the connector; resolves with
   * the type in use afterwards: another than asked when the switch failed (whose remembered
   * preference then falls back to EOA, SPEC §4). The new address arrives as an `accountsChanged`
   * of the namespace's provider.
   */
  setAccountType?(connectorId: string, namespace: ChainNamespace, type: AccountType): Promise<AccountType>
  /**
   * What it offers beyond the contract, under keys its package declares in
   * ConnectorExtensionRegistry (the embedded wallet's e-mail and social login); plugins reach it
   * through `adapters.extension(key)`.
   */
  extensions?: { readonly [K in keyof ConnectorExtensionRegistry]?: ConnectorExtensionRegistry[K] }
  destroy?(): void
}
