import type { Account } from '../model/Account.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'
import type { Network } from '../model/Network.ts'
import type { TokenBalance } from '../model/TokenBalance.ts'
import type { AddressProfile } from './AddressProfile.ts'
import type { RequestSummary } from './RequestSummary.ts'
import type { TransferRequest } from './TransferRequest.ts'

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
   * Sends the native currency or a token through the wallet (capability
   * `namespace:sendTransaction`); resolves the transaction hash or signature once sent.
   */
  sendTransaction?(request: TransferRequest): Promise<string>
  /** The network fee of a transfer, in the native currency's smallest unit (capability `namespace:estimateFee`). */
  estimateFee?(request: TransferRequest, network: Network): Promise<bigint>
  /** The address a name (such as `vitalik.eth`) points to; undefined when none or when the network has no names (capability `namespace:resolveName`). */
  resolveName?(name: string, network: Network): Promise<string | undefined>
  /** The name and avatar of an address; empty when the network has no names (capability `namespace:profile`). */
  getProfile?(address: string, network: Network): Promise<AddressProfile>
  /**
   * Reads an unsafe request of its namespace (SPEC §6) for the ApproveTransaction view: what it
   * does and what a person should check; undefined for a request it cannot read (the view then
   * names the method).
   */
  summarizeRequest?(request: { method: string; params: unknown }, network: Network | undefined): RequestSummary | undefined
  /** Releases listeners and providers. */
  destroy?(): void
}
