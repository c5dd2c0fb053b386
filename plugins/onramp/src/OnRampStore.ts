import type { Network } from '@portico/kernel'
import type { Analytics, PluginContext } from '@portico/kernel/extend'
import { loadActiveBalances } from '@portico/kernel/extend'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { cardChainOf } from './cardChainOf.ts'
import { OnRampCheckoutUnsafeError } from './errors.ts'
import { newOrderId } from './newOrderId.ts'
import type { OnRampOrderStatus } from './OnRampOrder.ts'
import type { OnRampProvider } from './OnRampProvider.ts'
import type { OnRampProviderInfo } from './OnRampProviderInfo.ts'
import type { OnRampQuote } from './OnRampQuote.ts'
import { restrictedTimeZones } from './restrictedTimeZones.ts'
import { safeCheckoutUrl } from './safeCheckoutUrl.ts'

/** The providers view's finite state (its root's `data-state`). */
export type OnRampViewState = 'restricted' | 'unavailable' | 'loading' | 'error' | 'empty' | 'ready'

/** A purchase's finite state (the buy-in-progress view's `data-state`): the checkout being opened, then the order's status, or why it could not be followed. */
export type BuyState = 'opening' | OnRampOrderStatus | 'error'

/** One provider's quote as the form stands. */
export interface ProviderQuote {
  state: 'quoting' | 'quoted' | 'unsupported' | 'error'
  quote?: OnRampQuote
}

/** A purchase under way or done. */
export interface OnRampPurchase {
  provider: OnRampProviderInfo
  quote: OnRampQuote
  orderId: string
  state: BuyState
  /** The checkout page (a safe http(s) URL), once known. */
  checkoutUrl?: string
  /** The browser refused the popup: the view offers the checkout as a link. */
  popupBlocked: boolean
  transactionHash?: string
  /** The provider's own words for a failed order. */
  failureReason?: string
  /** A message key when the purchase could not be started or followed. */
  error?: string
}

/** The stores and services the on-ramp store reads and drives. */
export type OnRampRoot = Pick<PluginContext, 'connections' | 'networks' | 'adapters' | 'balances' | 'balanceService' | 'router'>

/** The namespaces SPEC §9 gives on-ramp. */
const onRampNamespaces: readonly string[] = ['eip155', 'solana']
const defaultQuoteDelay = 300
const defaultPollMs = 1500
/** The statuses after which an order changes no more. */
const finalStates: readonly BuyState[] = ['completed', 'failed', 'cancelled']

/** A window the checkout is shown in: a popup opened on the click, pointed at the checkout once its URL is known. */
export interface CheckoutWindow {
  location: { href: string }
  closed?: boolean
}

/**
 * The on-ramp: providers serving the active namespace and network (from the provider, by
 * default the project service), the form (fiat currency and amount, payment method; the asset is
 * the active network's), a quote per provider (debounced, stale answers dropped), and a purchase:
 * the provider's checkout opened in a popup (or offered as a link), then its order followed until
 * it completes (balances read again), fails or is cancelled. Users in SPEC §9's restricted time
 * zones get none of it.
 */
export class OnRampStore {
  provider: OnRampProvider | undefined
  /** The user's IANA time zone. */
  timeZone: string | undefined
  providers: OnRampProviderInfo[] | undefined = undefined
  providersChainId: string | undefined = undefined
  providersState: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  fiatCurrency = 'USD'
  fiatAmount = '100'
  paymentMethod = 'card'
  quotes: Record<string, ProviderQuote> = {}
  purchase: OnRampPurchase | undefined = undefined
  quoteDelay = defaultQuoteDelay
  pollMs = defaultPollMs
  readonly root: OnRampRoot
  readonly analytics: Analytics
  private version = 0
  private timer: ReturnType<typeof setTimeout> | undefined = undefined
  private poll: ReturnType<typeof setTimeout> | undefined = undefined
  private controller: AbortController | undefined = undefined
  private following = false

  constructor(root: OnRampRoot, analytics: Analytics, provider: OnRampProvider | undefined, timeZone: string | undefined) {
    this.root = root
    this.analytics = analytics
    this.provider = provider
    this.timeZone = timeZone
    makeAutoObservable<OnRampStore, 'version' | 'timer' | 'poll' | 'controller' | 'following'>(
      this,
      { root: false, analytics: false, quoteDelay: false, pollMs: false, version: false, timer: false, poll: false, controller: false, following: false, provider: observableRef, providers: observableRef, purchase: observableRef },
      { autoBind: true },
    )
  }

  /** Whether the user's time zone is one of SPEC §9's restricted ones. */
  get restricted(): boolean {
    return this.timeZone !== undefined && restrictedTimeZones.includes(this.timeZone)
  }

  /** The active network when its namespace has on-ramp (eip155, solana). */
  get network(): Network | undefined {
    const network = this.root.networks.active
    return network && onRampNamespaces.includes(network.chainNamespace) ? network : undefined
  }

  /** The providers that serve the active namespace and network. */
  get serving(): OnRampProviderInfo[] {
    const network = this.network
    if (!network || this.providersChainId !== network.caipNetworkId) return []
    return (this.providers ?? []).filter((info) => info.namespaces.includes(network.chainNamespace) && info.chains.includes(network.caipNetworkId))
  }

  /** What is bought: the active network's native currency. */
  get asset(): string | undefined {
    return this.network?.nativeCurrency.symbol
  }

  /** The fiat currencies some serving provider takes. */
  get fiatCurrencies(): string[] {
    return [...new Set(this.serving.flatMap((info) => info.fiatCurrencies))]
  }

  /** The payment methods some serving provider takes. */
  get paymentMethods(): string[] {
    return [...new Set(this.serving.flatMap((info) => info.paymentMethods))]
  }

  /** Whether the fiat amount is a positive decimal with at most 2 decimals. */
  get amountValid(): boolean {
    return /^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(this.fiatAmount) && Number(this.fiatAmount) > 0
  }

  /** Whether some serving provider has no answer yet for the form as it stands (none asked, or one under way). */
  get quotesOutstanding(): boolean {
    const answers = Object.values(this.quotes)
    return answers.length === 0 || answers.some((answer) => answer.state === 'quoting')
  }

  get viewState(): OnRampViewState {
    if (this.restricted) return 'restricted'
    if (!this.provider || !this.network) return 'unavailable'
    if (this.providersState === 'error') return 'error'
    if (this.providersState !== 'ready' || this.providersChainId !== this.network.caipNetworkId) return 'loading'
    return this.serving.length > 0 ? 'ready' : 'empty'
  }

  /** Reads the providers of the active network, then quotes them. */
  async loadProviders(): Promise<void> {
    const network = this.network
    const provider = this.provider
    if (!network || !provider || this.restricted) return
    const chainId = network.caipNetworkId
    this.providersState = 'loading'
    try {
      const providers = await provider.providers(chainId)
      runInAction(() => {
        if (this.network?.caipNetworkId !== chainId) return
        this.providers = providers
        this.providersChainId = chainId
        this.providersState = 'ready'
        if (!this.fiatCurrencies.includes(this.fiatCurrency) && this.fiatCurrencies[0]) this.fiatCurrency = this.fiatCurrencies[0]
        if (!this.paymentMethods.includes(this.paymentMethod) && this.paymentMethods[0]) this.paymentMethod = this.paymentMethods[0]
      })
      this.scheduleQuotes(0)
    } catch {
      runInAction(() => {
        if (this.network?.caipNetworkId === chainId) this.providersState = 'error'
      })
    }
  }

  setFiatCurrency(currency: string): void {
    this.fiatCurrency = currency
    this.scheduleQuotes()
  }

  setFiatAmount(amount: string): void {
    this.fiatAmount = amount.trim().replace(',', '.')
    this.scheduleQuotes()
  }

  setPaymentMethod(method: string): void {
    this.paymentMethod = method
    this.scheduleQuotes()
  }

  /** Asks every serving provider for a quote after `delay` ms of no change; earlier answers are dropped. */
  scheduleQuotes(delay = this.quoteDelay): void {
    this.stopQuoting()
    const version = ++this.version
    const serving = this.serving
    if (!this.amountValid || serving.length === 0) {
      this.quotes = {}
      return
    }
    this.quotes = Object.fromEntries(serving.map((info) => [info.id, { state: 'quoting' as const }]))
    this.timer = setTimeout(() => void this.quoteAll(version), delay)
  }

  /** Stops waiting for quotes (the form left, the plugin torn down). */
  stopQuoting(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    this.controller?.abort()
    this.controller = undefined
  }

  private async quoteAll(version: number): Promise<void> {
    const provider = this.provider
    const network = this.network
    const asset = this.asset
    if (!provider || !network || !asset) return
    const controller = new AbortController()
    this.controller = controller
    const request = { chainId: network.caipNetworkId, asset, fiatCurrency: this.fiatCurrency, fiatAmount: this.fiatAmount, paymentMethod: this.paymentMethod }
    await Promise.all(
      this.serving.map(async (info) => {
        let answer: ProviderQuote
        if (!info.fiatCurrencies.includes(request.fiatCurrency) || !info.paymentMethods.includes(request.paymentMethod)) answer = { state: 'unsupported' }
        else {
          try {
            answer = { state: 'quoted', quote: await provider.quote({ ...request, provider: info.id }, controller.signal) }
          } catch (error) {
            answer = { state: (error as { code?: unknown }).code === 'UNSUPPORTED' ? 'unsupported' : 'error' }
          }
        }
        runInAction(() => {
          if (version === this.version) this.quotes = { ...this.quotes, [info.id]: answer }
        })
      }),
    )
  }

  /**
   * Buys through a provider at its quote: asks for its checkout, points `checkoutWindow` (a popup
   * the click opened) at it, or offers it as a link when there is none, shows BuyInProgress and
   * follows the order.
   */
  async buy(providerId: string, checkoutWindow: CheckoutWindow | null): Promise<void> {
    const info = this.serving.find((candidate) => candidate.id === providerId)
    const quote = this.quotes[providerId]?.quote
    const address = this.root.connections.activeAddress
    const network = this.network
    if (!info || !quote || !address || !network || !this.provider) return
    this.stopFollowing()
    const purchase: OnRampPurchase = { provider: info, quote, orderId: newOrderId(), state: 'opening', popupBlocked: checkoutWindow === null }
    this.purchase = purchase
    this.analytics.track('SELECT_BUY_PROVIDER', { provider: info.id, network: network.caipNetworkId })
    this.root.router.push('BuyInProgress')
    try {
      const url = await this.provider.checkout({
        provider: info.id,
        chainId: quote.chainId,
        asset: quote.asset,
        fiatCurrency: quote.fiatCurrency,
        fiatAmount: quote.fiatAmount,
        paymentMethod: quote.paymentMethod,
        address,
        orderId: purchase.orderId,
        network: cardChainOf(network.caipNetworkId),
      })
      const checkoutUrl = safeCheckoutUrl(url)
      if (!checkoutUrl) throw new OnRampCheckoutUnsafeError(url)
      if (checkoutWindow && !checkoutWindow.closed) checkoutWindow.location.href = checkoutUrl
      this.updatePurchase(purchase.orderId, { checkoutUrl, state: 'pending' })
      this.follow(purchase.orderId)
    } catch {
      this.updatePurchase(purchase.orderId, { state: 'error', error: 'onramp.error.checkout' })
    }
  }

  /** Reads the order's status now and again every `pollMs` until it completes, fails or is cancelled. */
  private follow(orderId: string): void {
    const check = async () => {
      this.poll = undefined
      const current = this.purchase
      if (!current || current.orderId !== orderId || !this.provider) return
      try {
        const order = await this.provider.order(current.provider.id, orderId)
        runInAction(() => {
          this.updatePurchase(orderId, {
            state: order.status,
            ...(order.transactionHash === undefined ? {} : { transactionHash: order.transactionHash }),
            ...(order.failureReason === undefined ? {} : { failureReason: order.failureReason }),
          })
        })
        if (order.status === 'completed') this.settled(current)
        if (order.status === 'failed') this.analytics.track('ONRAMP_ERROR', { provider: current.provider.id, message: order.failureReason ?? '' })
      } catch {
        // A status read that fails is tried again at the next turn.
      }
      if (this.purchase?.orderId === orderId && !finalStates.includes(this.purchase.state) && this.following) this.poll = setTimeout(() => void check(), this.pollMs)
    }
    this.following = true
    this.poll = setTimeout(() => void check(), 0)
  }

  private settled(purchase: OnRampPurchase): void {
    this.analytics.track('ONRAMP_SUCCESS', { provider: purchase.provider.id, network: purchase.quote.chainId, asset: purchase.quote.asset, amount: purchase.quote.cryptoAmount })
    void loadActiveBalances(this.root, { fresh: true }).catch(() => undefined)
  }

  private updatePurchase(orderId: string, change: Partial<OnRampPurchase>): void {
    if (this.purchase?.orderId === orderId) this.purchase = { ...this.purchase, ...change }
  }

  /** Follows the purchase's order again (the modal opened again on an order not yet over). */
  resumeFollowing(): void {
    const purchase = this.purchase
    if (!purchase || this.following || purchase.state === 'opening' || purchase.state === 'error' || finalStates.includes(purchase.state)) return
    this.follow(purchase.orderId)
  }

  /** Stops following the order (the modal closed, the plugin torn down). */
  stopFollowing(): void {
    if (this.poll !== undefined) clearTimeout(this.poll)
    this.poll = undefined
    this.following = false
  }

  /** Forgets the purchase and returns to the providers, quoting anew. */
  startOver(): void {
    this.stopFollowing()
    this.purchase = undefined
    this.scheduleQuotes(0)
  }

  /** Shows a purchase as given (stories, tests). */
  setPurchase(purchase: OnRampPurchase | undefined): void {
    this.stopFollowing()
    this.purchase = purchase
  }
}
