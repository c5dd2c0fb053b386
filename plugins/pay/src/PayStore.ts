import type { Network } from '@portico/kernel'
import { toProviderError, userErrorText } from '@portico/kernel/extend'
import type { Analytics, PluginContext, Storage } from '@portico/kernel/extend'
import { makeAutoObservable, runInAction } from 'mobx'
import { confirmPayment } from './confirmPayment.ts'
import { decodePaymentOptions } from './decodePaymentOptions.ts'
import { formatPayAmount } from './formatPayAmount.ts'
import { PayError } from './errors.ts'
import type { PaymentOptions } from './PaymentOptions.ts'
import type { PaymentResult } from './PaymentResult.ts'
import type { PendingPayment } from './PendingPayment.ts'
import { pendingPaymentSlot } from './pendingPaymentSlot.ts'
import { sendPayment } from './sendPayment.ts'

/**
 * Where a payment is: none, shown and waiting for Pay, switching network, waiting for the wallet,
 * sent and waiting for its confirmation on chain, confirmed, declined in the wallet, or failed
 * (not sent, reverted, or not confirmed in time).
 */
export type PayPhase = 'idle' | 'ready' | 'switching' | 'confirming' | 'pending' | 'success' | 'declined' | 'failed'

/** The Pay views' finite state (their root's `data-state`): the phase, or what Pay needs first. */
export type PayState = PayPhase | 'disconnected' | 'wrongNetwork'

/** The stores and services the pay store reads and drives. */
export type PayRoot = Pick<PluginContext, 'connections' | 'networks' | 'adapters' | 'router' | 'modal' | 'events'>

/** What the host reads of a payment that did not go through (AppKit's texts are the host's, never the user's). */
const hostErrors = { declined: 'The payment was declined in the wallet', cancelled: 'The payment was cancelled', reverted: 'The payment reverted on chain', unconfirmed: 'The payment was not confirmed on chain in time' }

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
  private waiting: ((result: PaymentResult) => void)[] = []
  private readonly root: PayRoot
  private readonly storage: Storage
  private readonly analytics: Analytics

  constructor(root: PayRoot, storage: Storage, analytics: Analytics) {
    this.root = root
    this.storage = storage
    this.analytics = analytics
    makeAutoObservable<PayStore, 'root' | 'storage' | 'analytics' | 'waiting'>(this, { root: false, storage: false, analytics: false, waiting: false }, { autoBind: true })
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
    return this.phase === 'switching' || this.phase === 'confirming' || this.phase === 'pending'
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
    if (!options || !network || this.isPaymentInProgress || this.phase === 'success' || this.storage.read(pendingPaymentSlot)) return
    const properties = { network: network.caipNetworkId, asset: options.paymentAsset.asset, recipient: options.recipient, amount: options.amount }
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
      this.storage.erase(pendingPaymentSlot)
      runInAction(() => {
        this.phase = 'failed'
        this.failure = 'pay.error.unconfirmed'
        this.error = hostErrors.unconfirmed
      })
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
  }

  private async track(hash: string, network: Network): Promise<void> {
    const options = this.options
    runInAction(() => {
      this.phase = 'pending'
      this.hash = hash
    })
    if (this.root.router.view === 'Pay') this.root.router.replace('PayLoading')
    const properties = { network: network.caipNetworkId, asset: options?.paymentAsset.asset ?? '', recipient: options?.recipient ?? '', amount: options?.amount ?? 0 }
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
