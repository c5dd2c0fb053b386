import type { AdapterContext, ConnectorAdapter, ConnectorAdapterDefinition, Pairing } from '@portico/kernel/extend'

/** A connector adapter's definition whose `load` resolves `Adapter`, such as `embeddedWallet()`'s. */
export interface ConnectorDefinitionOf<Adapter extends ConnectorAdapter> extends Omit<ConnectorAdapterDefinition, 'load'> {
  load: (context: AdapterContext) => Promise<Adapter>
}

/**
 * How the adapter contract plays the wallet's part for one connector adapter, so it can check the
 * connector verbs (`pair`, `getProvider`, `hasSession`, `disconnect`) without a person at the wallet.
 */
export interface ConnectorDriver<Adapter extends ConnectorAdapter = ConnectorAdapter> {
  /** The connector whose session the contract opens and ends. */
  connectorId: string
  /** Has the wallet approve a pairing `pair` just offered (for WalletConnect: pair with its URI, approve the proposal). */
  approve?(pairing: Pairing): Promise<void>
  /** Has the wallet decline a pairing `pair` just offered, as a user would. */
  decline?(pairing: Pairing): Promise<void>
  /**
   * Opens a session on a loaded adapter without `pair` (the embedded wallet: an e-mail login in
   * its scripted frame). Adapters with `pair` default to pairing and `approve`.
   */
  makeSession?(adapter: Adapter): Promise<void>
  /**
   * A reload: returns a `create` whose adapters share one store (where the adapter keeps its
   * session, and the wallet's side of it), so an adapter loaded after another finds its session;
   * the contract also gives them one context storage. `false` when the adapter keeps no session.
   */
  reload: (() => () => ConnectorDefinitionOf<Adapter>) | false
  /**
   * An adapter whose pairings are replaced soon (a short pairing lifetime), to check that a fresh
   * pairing comes before the last expires and none once the signal aborted; optional.
   */
  refreshing?: () => ConnectorDefinitionOf<Adapter>
}
