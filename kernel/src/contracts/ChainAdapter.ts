import type { Account } from '../model/Account.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'
import type { Network } from '../model/Network.ts'
import type { TokenBalance } from '../model/TokenBalance.ts'
import type { ChainExtensionRegistry } from './ChainExtensionRegistry.ts'
import type { RequestSummary } from './RequestSummary.ts'

/** What a connect call yields. */
export interface ConnectResult {
  accounts: Account[]
  /** The CAIP-2 id of the network the wallet is on, such as `eip155:1`. */
  caipNetworkId: string
}

/**
 * A loaded chain adapter: one namespace, its connectors and its chain operations. Optional
 * operations are announced in `capabilities` as `namespace:operation`, so nobody calls what a
 * chain does not have.
 */
export interface ChainAdapter {
  namespace: ChainNamespace
  /** CAIP-prefixed capabilities, such as `eip155:switchChain` or `solana:signTransaction`. */
  capabilities: readonly string[]
  /** The connectors it offers now (announced and injected wallets, host-supplied ones). */
  getConnectors(): Connector[]
  /** Connects through a connector; throws a BaseError (code 4001 when the user declines). */
  connect(connectorId: string, network?: Network): Promise<ConnectResult>
  /** Reconnects a connector used before, without prompting; undefined when it cannot. */
  reconnect?(connectorId: string): Promise<ConnectResult | undefined>
  /** Disconnects the current connection. */
  disconnect(): Promise<void>
  /** Switches the wallet's network (capability `namespace:switchChain`). */
  switchNetwork?(network: Network): Promise<void>
  /** Signs a message with an account (capability `namespace:signMessage`). */
  signMessage?(message: string, address: string): Promise<string>
  /** The native and token balances of an address (capability `namespace:balances`). */
  getBalances?(address: string, network: Network): Promise<TokenBalance[]>
  /**
   * The balances the connected wallet reports itself (EIP-5792 `assetDiscovery`, then
   * `wallet_getAssets`, SPEC §7), with their prices; undefined when the wallet does not discover
   * assets or answers with assets that fail SPEC §7's shape check. Asked before `getBalances`.
   */
  getWalletAssets?(address: string, network: Network): Promise<TokenBalance[] | undefined>
  /**
   * What it offers beyond this contract, under keys its package declares in
   * ChainExtensionRegistry; each one present exactly when its key is announced in `capabilities`.
   */
  extensions?: { readonly [K in keyof ChainExtensionRegistry]?: ChainExtensionRegistry[K] }
  /**
   * Reads an unsafe request of its namespace (SPEC §6) for the ApproveTransaction view: what it
   * does and what a person should check; undefined for a request it cannot read (the view then
   * names the method).
   */
  summarizeRequest?(request: { method: string; params: unknown }, network: Network | undefined): RequestSummary | undefined
  /**
   * The provider a host app uses for this namespace's connection (AppKit's `getWalletProvider`),
   * whatever connector made it; undefined while not connected.
   */
  walletProvider?(): unknown
  /** Releases listeners and providers. */
  destroy?(): void
}
