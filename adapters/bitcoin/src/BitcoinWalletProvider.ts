import type { Network } from '@portico/kernel'
import { decode } from '@portico/kernel/extend'
import type { Connector } from '@portico/kernel/extend'
import type { BitcoinAccountAddress } from './BitcoinAccountAddress.ts'
import type { BitcoinSession } from './BitcoinSession.ts'
import { BitcoinWalletAccount } from './BitcoinWalletAccount.ts'
import { InvalidParamsError, NotConnectedError, UnauthorizedError } from './errors.ts'
import { signPsbtWithWallet } from './signPsbtWithWallet.ts'
import { SignMessageParameters } from './SignMessageParameters.ts'
import { SendTransferParameters } from './SendTransferParameters.ts'
import { SignPsbtParameters } from './SignPsbtParameters.ts'
import { signWithWallet } from './signWithWallet.ts'
import { toBitcoinAccounts } from './toBitcoinAccounts.ts'

/** What a Bitcoin wallet provider is built on: the adapter's connection and its connectors. */
export interface BitcoinWalletProviderSource {
  /** The current connection; undefined while not connected. */
  session(): BitcoinSession | undefined
  /** The connector of an id, as the adapter offers it. */
  connector(connectorId: string): Connector | undefined
  /** The configured Bitcoin networks. */
  networks: readonly Network[]
  /** The project service whose Bitcoin routes `sendTransfer` reads unspent outputs from and broadcasts through; undefined when not configured. */
  projectServiceUrl?: string | undefined
}

// A wallet's purpose for an address as AppKit names it; taproot addresses hold ordinals.
function purposeOf(account: BitcoinWalletAccount): BitcoinAccountAddress['purpose'] {
  if (account.purpose === 'ordinals' || account.purpose === 'ordinal') return 'ordinal'
  if (account.purpose === 'payment') return 'payment'
  return /^(bc|tb)1p/i.test(account.address) ? 'ordinal' : 'payment'
}

/**
 * The provider a host app uses for the Bitcoin connection made in the modal, shaped as AppKit's
 * `BitcoinConnector` (`useAppKitProvider<BitcoinConnector>('bip122')`): the connector's `type`,
 * `name` and `icon`, the configured networks as `chains`, the connection's addresses, message
 * signing, PSBT signing through the wallet's `bitcoin:signTransaction` (or, with `broadcast`,
 * `bitcoin:signAndSendTransaction`), and transfers (the wallet's own `bitcoin:sendTransfer`, else
 * built from the project service's UTXOs, signed by the wallet and broadcast). One object per adapter, kept across connections. Errors are ProviderErrors (SPEC §8): 4900 while not
 * connected, 4001 when the user declines, 4100 for an address not of the connection.
 */
export class BitcoinWalletProvider {
  private readonly source: BitcoinWalletProviderSource

  constructor(source: BitcoinWalletProviderSource) {
    this.source = source
  }

  /** The connector's type, such as `ANNOUNCED` or `EXTERNAL`. */
  get type(): string {
    return this.connector()?.type ?? 'EXTERNAL'
  }

  /** The connector's name; empty while not connected. */
  get name(): string {
    const connectorId = this.source.session()?.connectorId
    if (connectorId === undefined) return ''
    return this.source.connector(connectorId)?.name ?? connectorId
  }

  /** The connector's icon URL, when it has a safe one. */
  get icon(): string | undefined {
    return this.connector()?.imageUrl
  }

  /** The configured Bitcoin networks. */
  get chains(): Network[] {
    return [...this.source.networks]
  }

  /** The connection's addresses, the payment address first, with their purpose and hex public key (none while not connected). */
  async getAccountAddresses(): Promise<BitcoinAccountAddress[]> {
    const accounts = (this.source.session()?.accounts ?? []).flatMap((account) => {
      const decoded = decode(BitcoinWalletAccount, account)
      return decoded.ok ? [decoded.value] : []
    })
    const purposes = new Map(accounts.map((account) => [account.address, purposeOf(account)]))
    return toBitcoinAccounts(accounts).map(({ address, publicKey }) => ({
      address,
      purpose: purposes.get(address) ?? 'payment',
      ...(publicKey ? { publicKey } : {}),
    }))
  }

  /** Signs a UTF-8 message with an address of the connection; resolves the wallet's signature as base64. `protocol` is not passed on. */
  async signMessage(parameters: { address: string; message: string; protocol?: 'ecdsa' | 'bip322' }): Promise<string> {
    const decoded = decode(SignMessageParameters, parameters)
    if (!decoded.ok) throw new InvalidParamsError(decoded.error)
    const session = this.current()
    const account = session.account(decoded.value.address)
    if (!account) throw new UnauthorizedError(`Not an account of this connection: ${decoded.value.address}`)
    return signWithWallet(session.wallet, account, new TextEncoder().encode(decoded.value.message))
  }

  /** Signs a PSBT (base64) for the inputs given; with `broadcast`, signs and sends it and resolves the txid too. */
  async signPSBT(parameters: {
    psbt: string
    signInputs: { address: string; index: number; sighashTypes: number[] }[]
    broadcast?: boolean
  }): Promise<{ psbt: string; txid?: string }> {
    const decoded = decode(SignPsbtParameters, parameters)
    if (!decoded.ok) throw new InvalidParamsError(decoded.error)
    const session = this.current()
    const chain = session.network.testnet ? 'bitcoin:testnet' : 'bitcoin:mainnet'
    return signPsbtWithWallet(session.wallet, (address) => session.account(address), chain, decoded.value)
  }

  /**
   * Sends `amount` satoshis to `recipient` from the payment address; resolves the txid. Through the
   * wallet's own `bitcoin:sendTransfer` when it has one, else built from the address's unspent
   * outputs, signed with `bitcoin:signTransaction` and broadcast through the project service.
   */
  async sendTransfer(parameters: { recipient: string; amount: string }): Promise<string> {
    const decoded = decode(SendTransferParameters, parameters)
    if (!decoded.ok) throw new InvalidParamsError(decoded.error)
    const session = this.current()
    const [payment] = await this.getAccountAddresses()
    const account = payment && session.account(payment.address)
    if (!account) throw new UnauthorizedError('The connection has no payment address')
    // @scure/btc-signer loads on the first send, not with the adapter.
    const { sendTransferWithWallet } = await import('./sendTransferWithWallet.ts')
    return sendTransferWithWallet({
      wallet: session.wallet,
      account,
      chain: session.network.testnet ? 'bitcoin:testnet' : 'bitcoin:mainnet',
      caipNetworkId: session.network.caipNetworkId,
      testnet: Boolean(session.network.testnet),
      projectServiceUrl: this.source.projectServiceUrl,
      recipient: decoded.value.recipient,
      amount: BigInt(decoded.value.amount),
    })
  }

  private current(): BitcoinSession {
    const session = this.source.session()
    if (!session) throw new NotConnectedError()
    return session
  }

  private connector(): Connector | undefined {
    const connectorId = this.source.session()?.connectorId
    return connectorId === undefined ? undefined : this.source.connector(connectorId)
  }
}
