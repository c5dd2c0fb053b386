import type { Network } from '@portico/kernel'
import { toProviderError, userErrorText } from '@portico/kernel/extend'
import type { Analytics, PluginContext, Storage, StorageSlot } from '@portico/kernel/extend'
import { makeAutoObservable, runInAction } from 'mobx'
import { confirmPayment } from './confirmPayment.ts'
import type { ExchangePayment } from './ExchangePayment.ts'
import type { ExchangeSource } from './ExchangeSource.ts'
import type { ExchangeWindow } from './ExchangeWindow.ts'
import { followExchangeSession } from './followExchangeSession.ts'
import { openExchangeSession } from './openExchangeSession.ts'
import { decodePaymentOptions } from './decodePaymentOptions.ts'
import { formatPayAmount } from './formatPayAmount.ts'
import { PayError } from './errors.ts'
import { payEventProperties } from './payEventProperties.ts'
import { PayExchanges } from './PayExchanges.ts'
import type { PaymentOptions } from './PaymentOptions.ts'
import type { PaymentResult } from './PaymentResult.ts'
import type { PayUrlResponse } from './PayUrlResponse.ts'
import type { PendingExchangePayment } from './PendingExchangePayment.ts'
import { pendingExchangeSlot } from './pendingExchangeSlot.ts'
import type { PendingPayment } from './PendingPayment.ts'
import { pendingPaymentSlot } from './pendingPaymentSlot.ts'
import { sendPayment } from './sendPayment.ts'

/**
 * Where a payment is: none, shown and waiting for Pay, switching network, waiting for the wallet,
 * opened at an exchange and waiting for it to send, sent and waiting for its confirmation on
 * chain, confirmed, declined in the wallet, or failed (not sent, reverted, or not confirmed in time).
 */
export type PayPhase = 'idle' | 'ready' | 'switching' | 'confirming' | 'depositing' | 'pending' | 'success' | 'declined' | 'failed'

/** The Pay views' finite state (their root's `data-state`): the phase, or what Pay needs first. */
export type PayState = PayPhase | 'disconnected' | 'wrongNetwork'

/** The stores and services the pay store reads and drives. */
export type PayRoot = Pick<PluginContext, 'connections' | 'networks' | 'adapters' | 'router' | 'modal' | 'events'>

/** What the host reads of a payment that did not go through (AppKit's texts are the host's, never the user's). */
const hostErrors = { declined: 'The payment was declined in the wallet', cancelled: 'The payment was cancelled', reverted: 'The payment reverted on chain', unconfirmed: 'The payment was not confirmed on chain in time', exchange: 'The payment from the exchange failed' }

/**
 * The payment of `pay()` and `openPay()`: the host's options (decoded), network switching, the
 * transfer from the connected wallet, and tracking it until it is confirmed on chain. A sent
 * payment is kept in storage until confirmed or reverted, so a reload tracks it again and never
 * sends it twice; only a confirmed payment is reported paid.
 */
export class PayStore {
  options: PaymentOptions | undefined = undefined
  phase: PayPhase = 'idle'
  /** The sent transaction's hash (a Solana signature). */
  hash: string | undefined = undefined
  /** Why the last payment did not go through, in the user's words (a message key or text). */
  failure: string | undefined = undefined
  /** Why the last payment did not go through, for the host (`getPayError()`). */
  error: string | undefined = undefined
  /** Pay asked to connect first: once connected, Pay is shown again. */
  awaitingConnection = false
  /** The payment made from an exchange, when it is. */
  exchangePayment: ExchangePayment | undefined = undefined
  /** The exchanges a payment can be made from (none without an exchange source). */
  readonly exchanges: PayExchanges
  /** How often an exchange's status is read (ms). */
  pollMs = 1500
  private stopFollowing: (() => void) | undefined = undefined
  private waiting: ((result: PaymentResult) => void)[] = []
  private readonly root: PayRoot
  private readonly storage: Storage
  private readonly analytics: Analytics

  constructor(root: PayRoot, storage: Storage, analytics: Analytics, exchangeSource?: ExchangeSource) {
    this.root = root
    this.storage = storage
    this.analytics = analytics
    this.exchanges = new PayExchanges(exchangeSource)
    makeAutoObservable<PayStore, 'root' | 'storage' | 'analytics' | 'waiting' | 'stopFollowing'>(
      this,
      { root: false, storage: false, analytics: false, waiting: false, exchanges: false, pollMs: false, stopFollowing: false },
      { autoBind: true },
    )
  }

  /** The configured network the asset is on; undefined when the host did not configure it. */
  get network(): Network | undefined {
    return this.options ? this.root.networks.find(this.options.paymentAsset.network) : undefined
  }

  /** What the Pay views show. */
  get state(): PayState {
    const network = this.network
    if (this.phase !== 'ready') return this.phase
    if (!network || !this.root.connections.isConnected || this.root.connections.activeNamespace !== network.chainNamespace) return 'disconnected'
    return this.root.networks.active?.caipNetworkId === network.caipNetworkId ? 'ready' : 'wrongNetwork'
  }

  /** Whether a payment is under way: in the wallet, or sent and not yet confirmed. */
  get isPaymentInProgress(): boolean {
    return this.phase === 'switching' || this.phase === 'confirming' || this.phase === 'depositing' || this.phase === 'pending'
  }

  /** The confirmed payment's hash (`getPayResult()`). */
  get result(): string | undefined {
    return this.phase === 'success' ? this.hash : undefined
  }

  /**
   * Takes a payment to show (`openPay`): decodes the options (a PayError naming the wrong field),
   * refuses while one is under way, and needs the asset's network among the host's networks.
   */
  begin(input: unknown): void {
    const options = decodePaymentOptions(input)
    if (this.isPaymentInProgress) throw new PayError('PAY_IN_PROGRESS', 'A payment is already in progress')
    if (!this.root.networks.find(options.paymentAsset.network)) {
      throw new PayError('PAY_UNSUPPORTED_NETWORK', `Invalid payment options: paymentAsset.network: ${options.paymentAsset.network} is not one of the networks given to createAppKit`)
    }
    this.options = options
    this.phase = 'ready'
    this.hash = undefined
    this.failure = undefined
    this.error = undefined
    this.awaitingConnection = false
    this.exchangePayment = undefined
    const { network, asset } = options.paymentAsset
    this.exchanges.load({ network, asset }).catch(() => undefined)
  }

  /** Resolves once the payment shown ends: confirmed, declined, failed, or closed unpaid. */
  whenSettled(): Promise<PaymentResult> {
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** Pay without a connection: the Connect view, then Pay again once connected. */
  connect(): void {
    this.awaitingConnection = true
    this.root.router.push('Connect')
  }

  /** Back on Pay after connecting (setup calls it once the kernel shows Account). */
  returnFromConnect(): void {
    this.awaitingConnection = false
    this.root.router.reset('Pay')
  }

  /** The modal closed before the payment was sent: it is cancelled. A sent one is still tracked. */
  cancel(): void {
    if (this.phase !== 'ready' && this.phase !== 'declined' && this.phase !== 'failed') return
    if (this.phase === 'ready') {
      this.phase = 'idle'
      this.error = hostErrors.cancelled
    }
    this.settle({ success: false, error: this.error ?? hostErrors.cancelled })
  }

  /**
   * Pays (the Pay button): switches to the asset's network when needed, sends the transfer from
   * the connected wallet, keeps it in storage and tracks it until it is confirmed on chain. Never
   * twice: a payment under way or kept in storage is not sent again.
   */
  async pay(): Promise<void> {
    const options = this.options
    const network = this.network
    if (!options || !network || this.isPaymentInProgress || this.phase === 'success' || this.sentOrOpened()) return
    const properties = payEventProperties(options)
    this.failure = undefined
    this.error = undefined
    this.analytics.track('PAY_INITIATED', properties)
    let hash: string
    try {
      if (this.root.networks.active?.caipNetworkId !== network.caipNetworkId) {
        this.phase = 'switching'
        await this.root.adapters.switchNetwork(network)
      }
      runInAction(() => {
        this.phase = 'confirming'
      })
      hash = await sendPayment(this.root.adapters, options)
    } catch (error) {
      const declined = toProviderError(error).code === 4001
      runInAction(() => {
        this.phase = declined ? 'declined' : 'failed'
        this.failure = declined ? 'pay.error.declined' : userErrorText(error)
        this.error = declined ? hostErrors.declined : error instanceof Error ? error.message : String(error)
      })
      this.analytics.track('PAY_ERROR', { ...properties, message: this.error ?? '' })
      this.settle({ success: false, error: this.error ?? '' })
      return
    }
    this.storage.write(pendingPaymentSlot, { hash, paymentAsset: options.paymentAsset, recipient: options.recipient, amount: options.amount })
    // An activity list shows the payment as pending at once (plugins never import one another).
    const from = this.root.connections.activeAddress
    const { asset, metadata } = options.paymentAsset
    const transfer = { symbol: metadata.symbol, name: metadata.name, amount: formatPayAmount(options.amount), ...(asset === 'native' ? {} : { address: asset }) }
    if (from) this.root.events.emit('transaction:sent', { hash, chainId: network.caipNetworkId, from, to: options.recipient, transfer })
    await this.track(hash, network)
  }

  /** Tracks a payment sent before a reload (kept in storage): the Pay views show it pending, then how it ended. */
  async resume(pending: PendingPayment): Promise<void> {
    const network = this.root.networks.find(pending.paymentAsset.network)
    runInAction(() => {
      this.options = { paymentAsset: pending.paymentAsset, recipient: pending.recipient, amount: pending.amount }
      this.failure = undefined
      this.error = undefined
      this.phase = 'pending'
      this.hash = pending.hash
    })
    if (!network) {
      // The host no longer has the network: nothing can track it, and it is never sent again.
      this.untrackable(pendingPaymentSlot)
      return
    }
    await this.track(pending.hash, network)
  }

  /** Empties the store (after a payment ended, when the modal closes). */
  reset(): void {
    if (this.isPaymentInProgress) return
    this.options = undefined
    this.phase = 'idle'
    this.hash = undefined
    this.failure = undefined
    this.awaitingConnection = false
    this.exchangePayment = undefined
  }

  /**
   * Pays from an exchange (an exchange of Pay's list): opens a session at it for the payment,
   * points `exchangeWindow` (a popup the click opened) at its page, or offers the page as a link,
   * and follows the session until the exchange sends the payment, which is then confirmed on
   * chain before it is reported paid. Never twice: nothing is opened while a payment is under way
   * or kept in storage.
   */
  async payWithExchange(exchangeId: string, exchangeWindow: ExchangeWindow | null): Promise<void> {
    const options = this.options
    const network = this.network
    const source = this.exchanges.source
    const exchange = this.exchanges.list.find((candidate) => candidate.id === exchangeId)
    if (!options || !network || !source || !exchange || this.isPaymentInProgress || this.phase === 'success' || this.sentOrOpened()) {
      exchangeWindow?.close?.()
      return
    }
    const properties = payEventProperties(options)
    this.failure = undefined
    this.error = undefined
    this.hash = undefined
    this.phase = 'depositing'
    this.exchangePayment = { exchangeId, exchangeName: exchange.name, popupBlocked: exchangeWindow === null, status: 'UNKNOWN' }
    this.analytics.track('PAY_INITIATED', properties)
    if (this.root.router.view === 'Pay') this.root.router.replace('PayLoading')
    let opened: PayUrlResponse
    try {
      opened = await openExchangeSession(source, exchangeId, options)
    } catch (error) {
      exchangeWindow?.close?.()
      runInAction(() => this.failWith('pay.error.exchangeUnavailable', error instanceof Error ? error.message : String(error)))
      this.analytics.track('PAY_ERROR', { ...properties, message: this.error ?? '' })
      this.settle({ success: false, error: this.error ?? '' })
      return
    }
    if (exchangeWindow && !exchangeWindow.closed) exchangeWindow.location.href = opened.url
    this.storage.write(pendingExchangeSlot, { exchangeId, exchangeName: exchange.name, ...opened, paymentAsset: options.paymentAsset, recipient: options.recipient, amount: options.amount })
    runInAction(() => {
      if (this.exchangePayment?.exchangeId === exchangeId) this.exchangePayment = { ...this.exchangePayment, ...opened }
    })
    this.followExchange()
  }

  /** Follows a payment opened at an exchange before a reload (kept in storage): PayLoading shows it, then how it ended. */
  resumeExchange(pending: PendingExchangePayment): void {
    this.options = { paymentAsset: pending.paymentAsset, recipient: pending.recipient, amount: pending.amount }
    this.failure = undefined
    this.error = undefined
    this.hash = undefined
    this.phase = 'depositing'
    this.exchangePayment = { exchangeId: pending.exchangeId, exchangeName: pending.exchangeName, sessionId: pending.sessionId, url: pending.url, popupBlocked: true, status: 'UNKNOWN' }
    // The host no longer has the network: nothing can confirm what the exchange sends.
    if (this.network) this.followExchange()
    else this.untrackable(pendingExchangeSlot)
  }

  /**
   * Gives up a payment opened at an exchange that has not started withdrawing (`UNKNOWN`): it is no
   * longer followed or kept, `pay()` resolves cancelled, and Pay shows the payment again.
   */
  abandonExchange(): void {
    if (this.phase !== 'depositing' || !this.exchangePayment?.sessionId || this.exchangePayment.status !== 'UNKNOWN') return
    this.stopFollowingExchange()
    this.storage.erase(pendingExchangeSlot)
    this.exchangePayment = undefined
    this.phase = 'ready'
    this.settle({ success: false, error: hostErrors.cancelled })
    if (this.root.router.view === 'PayLoading') this.root.router.replace('Pay')
  }

  /** Stops reading the exchange's status (the plugin torn down). */
  stopFollowingExchange(): void {
    this.stopFollowing?.()
    this.stopFollowing = undefined
  }

  /** A payment kept in `slot` that nothing can track: forgotten, failed, never sent again. */
  private untrackable<A>(slot: StorageSlot<A>): void {
    this.storage.erase(slot)
    this.failWith('pay.error.unconfirmed', hostErrors.unconfirmed)
  }

  /** The payment failed: `failure` for the user (a message key), `error` for the host. */
  private failWith(failure: string, error: string): void {
    this.phase = 'failed'
    this.failure = failure
    this.error = error
  }

  /** Whether a payment was sent or opened at an exchange and is kept in storage: nothing more is sent until it ends. */
  private sentOrOpened(): boolean {
    return this.storage.read(pendingPaymentSlot) !== undefined || this.storage.read(pendingExchangeSlot) !== undefined
  }

  private followExchange(): void {
    this.stopFollowingExchange()
    const current = this.exchangePayment
    const source = this.exchanges.source
    if (!current?.sessionId || !source) return
    const session = { exchangeId: current.exchangeId, sessionId: current.sessionId }
    this.stopFollowing = followExchangeSession(source, session, this.pollMs, (answer) => {
      if (this.phase !== 'depositing' || this.exchangePayment?.sessionId !== session.sessionId) return true
      runInAction(() => {
        if (this.exchangePayment) this.exchangePayment = { ...this.exchangePayment, status: answer.status }
      })
      // Sent by the exchange: paid only once its transaction is confirmed on chain.
      if (answer.status === 'SUCCESS' && answer.txHash) void this.exchangeSent(answer.txHash)
      else if (answer.status === 'FAILED') this.exchangeFailed()
      else return false
      return true
    })
  }

  private async exchangeSent(hash: string): Promise<void> {
    const options = this.options
    const network = this.network
    this.storage.erase(pendingExchangeSlot)
    if (!options || !network) return
    this.storage.write(pendingPaymentSlot, { hash, paymentAsset: options.paymentAsset, recipient: options.recipient, amount: options.amount })
    await this.track(hash, network)
  }

  private exchangeFailed(): void {
    const options = this.options
    this.storage.erase(pendingExchangeSlot)
    this.failWith('pay.error.exchange', hostErrors.exchange)
    this.analytics.track('PAY_ERROR', { ...payEventProperties(options), message: this.error })
    this.settle({ success: false, error: this.error })
  }

  private async track(hash: string, network: Network): Promise<void> {
    const options = this.options
    runInAction(() => {
      this.phase = 'pending'
      this.hash = hash
    })
    if (this.root.router.view === 'Pay') this.root.router.replace('PayLoading')
    const properties = payEventProperties(options)
    let outcome: 'confirmed' | 'reverted' | 'unconfirmed'
    try {
      outcome = await confirmPayment(this.root.adapters, hash, network)
    } catch {
      outcome = 'unconfirmed'
    }
    // Kept while it may still be confirmed: a reload tracks it again, and never sends it again.
    if (outcome !== 'unconfirmed') this.storage.erase(pendingPaymentSlot)
    runInAction(() => {
      this.phase = outcome === 'confirmed' ? 'success' : 'failed'
      if (outcome !== 'confirmed') {
        this.failure = `pay.error.${outcome}`
        this.error = hostErrors[outcome]
      }
    })
    if (outcome === 'confirmed') {
      this.analytics.track('PAY_SUCCESS', { ...properties, hash })
      this.settle({ success: true, result: hash })
    } else {
      this.analytics.track('PAY_ERROR', { ...properties, message: this.error ?? '' })
      this.settle({ success: false, error: this.error ?? '' })
    }
  }

  private settle(result: PaymentResult): void {
    for (const resolve of this.waiting.splice(0)) resolve(result)
  }
}
