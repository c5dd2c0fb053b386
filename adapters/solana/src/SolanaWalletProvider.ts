import type { Network } from '@portico/kernel'
import type { Connector, ProviderEvents, ProviderListener } from '@portico/kernel/extend'
import { PublicKey } from '@solana/web3.js'
import type { Connection, SendOptions } from '@solana/web3.js'
import { InvalidParamsError, NotConnectedError } from './errors.ts'
import type { SolanaTransaction } from './SolanaTransaction.ts'
import type { SolanaSendOptions } from './SolanaSendOptions.ts'
import { throughProviderErrors } from './throughProviderErrors.ts'
import { toSolanaSendOptions } from './toSolanaSendOptions.ts'

/** What a Solana wallet provider is built on: the adapter's connection, its operations and the host's listeners. */
export interface SolanaWalletProviderSource {
  /** The current connection: its connector and its accounts' addresses; undefined while not connected. */
  connection(): { connectorId: string; addresses: readonly string[] } | undefined
  /** The connector of an id, as the adapter offers it; undefined for one a connector adapter owns. */
  connector(connectorId: string): Connector | undefined
  /** The configured Solana networks. */
  networks: readonly Network[]
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<T extends SolanaTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends SolanaTransaction>(transactions: T[]): Promise<T[]>
  signAndSendTransaction(transaction: SolanaTransaction, options: SolanaSendOptions): Promise<string>
  /** Ends the connection as the modal's disconnect does. */
  disconnect(): Promise<void>
  events: ProviderEvents
}

function isConnection(value: unknown): value is Pick<Connection, 'sendRawTransaction'> {
  return typeof value === 'object' && value !== null && typeof (value as { sendRawTransaction?: unknown }).sendRawTransaction === 'function'
}

/**
 * The provider a host app uses for the Solana connection made in the modal, shaped as AppKit's
 * Solana `Provider` (`useAppKitProvider<Provider>('solana')`), whatever connector made it: the
 * connector's `type`, `name` and `icon`, the configured networks as `chains`, the account's
 * `publicKey`, signing and sending through the wallet, and the events `connect` and
 * `accountsChanged` (the account's web3.js PublicKey) and `disconnect` (no payload). One object per
 * adapter, kept across connections. Errors are ProviderErrors (SPEC §8): 4900 while not connected,
 * 4001 when the user declines.
 */
export class SolanaWalletProvider {
  private readonly source: SolanaWalletProviderSource
  private lastPublicKey: PublicKey | undefined

  constructor(source: SolanaWalletProviderSource) {
    this.source = source
  }

  /** The connector's type, such as `ANNOUNCED` or `EXTERNAL` (`EXTERNAL` for a connector a connector adapter owns). */
  get type(): string {
    return this.connector()?.type ?? 'EXTERNAL'
  }

  /** The connector's name (its id for a connector a connector adapter owns); empty while not connected. */
  get name(): string {
    const connectorId = this.source.connection()?.connectorId
    if (connectorId === undefined) return ''
    return this.source.connector(connectorId)?.name ?? connectorId
  }

  /** The connector's icon URL, when it has a safe one. */
  get icon(): string | undefined {
    return this.connector()?.imageUrl
  }

  /** The configured Solana networks. */
  get chains(): Network[] {
    return [...this.source.networks]
  }

  /** The connected account's public key; undefined while not connected. */
  get publicKey(): PublicKey | undefined {
    const address = this.source.connection()?.addresses[0]
    if (address === undefined) return undefined
    if (this.lastPublicKey?.toBase58() !== address) this.lastPublicKey = new PublicKey(address)
    return this.lastPublicKey
  }

  /** The connection's accounts (none while not connected). */
  async getAccounts(): Promise<{ namespace: 'solana'; address: string; type: 'eoa' }[]> {
    return (this.source.connection()?.addresses ?? []).map((address) => ({ namespace: 'solana', address, type: 'eoa' }))
  }

  /** Resolves the connected account's address; rejects with 4900 while not connected (the modal makes connections). */
  async connect(): Promise<string> {
    const address = this.source.connection()?.addresses[0]
    if (address === undefined) throw new NotConnectedError()
    return address
  }

  /** Ends the connection, as the modal's disconnect does. */
  async disconnect(): Promise<void> {
    await this.source.disconnect()
  }

  /** Signs the message bytes as given with the account; resolves the raw 64-byte ed25519 signature. */
  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    if (!(message instanceof Uint8Array)) throw new InvalidParamsError('signMessage takes the message as a Uint8Array')
    return this.source.signMessage(message)
  }

  /** Signs a legacy or versioned transaction; resolves it signed, of the same kind. */
  async signTransaction<T extends SolanaTransaction>(transaction: T): Promise<T> {
    return this.source.signTransaction(transaction)
  }

  /** Signs several transactions in one wallet request. */
  async signAllTransactions<T extends SolanaTransaction>(transactions: T[]): Promise<T[]> {
    if (!Array.isArray(transactions)) throw new InvalidParamsError('signAllTransactions takes a list of transactions')
    return this.source.signAllTransactions(transactions)
  }

  /** Signs and sends a transaction on the app's network (through the wallet when it can send); resolves the base58 signature. */
  async signAndSendTransaction<T extends SolanaTransaction>(transaction: T, options?: SendOptions): Promise<string> {
    return this.source.signAndSendTransaction(transaction, toSolanaSendOptions(options))
  }

  /** Signs a transaction with the wallet and sends it through the host's Connection (not confirmed); resolves the base58 signature. */
  async sendTransaction<T extends SolanaTransaction>(transaction: T, connection: Connection, options?: SendOptions): Promise<string> {
    if (!isConnection(connection)) throw new InvalidParamsError('sendTransaction takes a web3.js Connection')
    const signed = await this.source.signTransaction(transaction)
    return throughProviderErrors(() => connection.sendRawTransaction(signed.serialize(), options))
  }

  /** Adds a listener: `connect` and `accountsChanged` get the account's PublicKey, `disconnect` nothing. */
  on(event: string, listener: ProviderListener): this {
    this.source.events.on(event, listener)
    return this
  }

  /** Removes a listener. */
  removeListener(event: string, listener: ProviderListener): this {
    this.source.events.removeListener(event, listener)
    return this
  }

  private connector(): Connector | undefined {
    const connectorId = this.source.connection()?.connectorId
    return connectorId === undefined ? undefined : this.source.connector(connectorId)
  }
}
