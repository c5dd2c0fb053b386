import type { Network } from '@portico/kernel'
import { fromBaseUnits, toBaseUnits } from '@portico/kernel/extend'
import type { Analytics, TokenBalance } from '@portico/kernel/extend'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { nativeTokenAddress } from './nativeTokenAddress.ts'
import type { SwapProvider } from './SwapProvider.ts'
import type { SwapQuote } from './SwapQuote.ts'
import type { SwapQuoteRequest } from './SwapQuoteRequest.ts'
import { swapBlockOf } from './swapBlockOf.ts'
import type { SwapBlock } from './swapBlockOf.ts'
import { swapExecution } from './swapExecution.ts'
import type { SwapFailure } from './SwapFailure.ts'
import type { SwapOutcome } from './SwapOutcome.ts'
import type { SwapPhase } from './SwapPhase.ts'
import type { SwapResult } from './SwapResult.ts'
import type { SwapRoot } from './SwapRoot.ts'
import { swapNetworks } from './swapNetworks.ts'
import type { SwapToken } from './SwapToken.ts'
import type { SwapTokenLists } from './SwapTokenLists.ts'
import { tokenBalanceOf } from './tokenBalanceOf.ts'

/** The view's finite state (its root's `data-state`). */
export type SwapState = 'idle' | 'quoting' | 'quoted' | 'noRoute' | 'insufficientLiquidity' | 'approving' | 'swapping' | 'success' | 'error'

/** How long typing pauses before a quote is asked (ms). */
const defaultQuoteDelay = 300
/** SPEC §9: "convert slippage tolerance 1" (percent). */
const defaultSlippage = 1

/**
 * The swap form and its quotes: the tokens offered on the active chain, from and to tokens and
 * amounts (typing one side quotes exactIn or exactOut), quotes debounced as inputs change (a stale
 * answer discarded, an expired one asked again), what blocks the swap, and the swap itself
 * (see `swapExecution`). The swap networks are SPEC §9's and the provider's.
 */
export class SwapStore {
  /** Where chains, tokens and quotes come from; undefined without a project service or a host's provider. */
  provider: SwapProvider | undefined
  /** The provider's chains (CAIP-2), once read. */
  chains: string[] | undefined = undefined
  tokenLists: SwapTokenLists | undefined = undefined
  /** The chain the token lists are of. */
  tokensChainId: string | undefined = undefined
  tokensState: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  /** The token search as typed. */
  search = ''
  fromToken: SwapToken | undefined = undefined
  toToken: SwapToken | undefined = undefined
  /** The amounts as typed or quoted, decimals in their token's unit. */
  fromAmount = ''
  toAmount = ''
  /** Which amount the user typed: exactIn (from) or exactOut (to). */
  side: 'exactIn' | 'exactOut' = 'exactIn'
  quote: SwapQuote | undefined = undefined
  /** Whether a quote is awaited (typing paused or the request under way). */
  quoting = false
  /** Why the last quote failed: the service's code (NO_ROUTE, INSUFFICIENT_LIQUIDITY) or a message key. */
  quoteError: string | undefined = undefined
  phase: SwapPhase = 'form'
  failure: SwapFailure | undefined = undefined
  result: SwapResult | undefined = undefined
  /** The slippage tolerance (percent). */
  slippage = defaultSlippage
  /** How long typing pauses before a quote is asked (ms). */
  quoteDelay = defaultQuoteDelay
  readonly root: SwapRoot
  readonly analytics: Analytics
  private version = 0
  private timer: ReturnType<typeof setTimeout> | undefined = undefined
  private expiry: ReturnType<typeof setTimeout> | undefined = undefined
  private controller: AbortController | undefined = undefined
  private chainsRequest: Promise<void> | undefined = undefined

  constructor(root: SwapRoot, analytics: Analytics, provider: SwapProvider | undefined) {
    this.root = root
    this.analytics = analytics
    this.provider = provider
    makeAutoObservable<SwapStore, 'version' | 'timer' | 'expiry' | 'controller' | 'chainsRequest'>(
      this,
      {
        root: false,
        analytics: false,
        quoteDelay: false,
        version: false,
        timer: false,
        expiry: false,
        controller: false,
        chainsRequest: false,
        provider: observableRef,
        chains: observableRef,
        tokenLists: observableRef,
        fromToken: observableRef,
        toToken: observableRef,
        quote: observableRef,
        failure: observableRef,
        result: observableRef,
      },
      { autoBind: true },
    )
  }

  /** The active network, when it is an EVM one. */
  get network(): Network | undefined {
    const network = this.root.networks.active
    return network?.chainNamespace === 'eip155' ? network : undefined
  }

  /** Whether swaps are offered now: a provider, and an EVM network of SPEC §9's or the provider's list. */
  get isAvailable(): boolean {
    const network = this.network
    if (!this.provider || !network) return false
    return swapNetworks.includes(Number(network.id)) || (this.chains?.includes(network.caipNetworkId) ?? false)
  }

  /** The account's balance of the from-token; undefined when it holds none (or they are not read). */
  get fromBalance(): TokenBalance | undefined {
    return this.fromToken ? tokenBalanceOf(this.fromToken, this.root.balances.balances) : undefined
  }

  /** The from-token's balance in base units (0 when none is listed). */
  get fromBalanceUnits(): bigint {
    const balance = this.fromBalance
    if (!balance || !this.fromToken) return 0n
    return toBaseUnits(balance.quantity.numeric, this.fromToken.decimals) ?? 0n
  }

  /** The amount typed on its side, in base units; undefined until it is a valid amount. */
  get typedAmount(): bigint | undefined {
    const token = this.side === 'exactIn' ? this.fromToken : this.toToken
    if (!token) return undefined
    return toBaseUnits(this.side === 'exactIn' ? this.fromAmount : this.toAmount, token.decimals)
  }

  /** What keeps the swap from its review, first problem first (the button says it); undefined when it can go ahead. */
  get block(): SwapBlock | undefined {
    return swapBlockOf(this)
  }

  /** The view's finite state. */
  get state(): SwapState {
    if (this.phase === 'approving' || this.phase === 'swapping' || this.phase === 'success') return this.phase
    if (this.phase === 'confirming' || this.quoting) return 'quoting'
    if (this.failure && this.failure.kind !== 'declined') return 'error'
    if (this.quote) return 'quoted'
    if (this.quoteError === 'NO_ROUTE') return 'noRoute'
    if (this.quoteError === 'INSUFFICIENT_LIQUIDITY') return 'insufficientLiquidity'
    return this.quoteError ? 'error' : 'idle'
  }

  /** The suggested tokens matching the search. */
  get suggestedTokens(): SwapToken[] {
    return this.matching(this.tokenLists?.suggested ?? [])
  }

  /** All tokens offered matching the search. */
  get popularTokens(): SwapToken[] {
    return this.matching(this.tokenLists?.popular ?? [])
  }

  /** Reads the provider's chains once (the swap networks beyond SPEC's); a failure leaves SPEC's only. */
  loadChains(): Promise<void> {
    const provider = this.provider
    if (!provider) return Promise.resolve()
    const request =
      this.chainsRequest ??
      provider.chains().then(
        (chains) => {
          runInAction(() => (this.chains = chains))
        },
        () => undefined,
      )
    this.chainsRequest = request
    return request
  }

  /** Reads the tokens offered on the active chain (once per chain); the native currency becomes the from-token when none is chosen. */
  async loadTokens(): Promise<void> {
    const provider = this.provider
    const chainId = this.network?.caipNetworkId
    if (!provider || !chainId) return
    if (this.tokensChainId === chainId && this.tokensState !== 'error') return
    if (this.tokensChainId !== chainId) this.reset()
    this.tokensChainId = chainId
    this.tokensState = 'loading'
    try {
      const lists = await provider.tokens(chainId)
      runInAction(() => {
        if (this.tokensChainId !== chainId) return
        this.tokenLists = lists
        this.tokensState = 'ready'
        this.fromToken ??= lists.popular.find((token) => token.address.toLowerCase() === nativeTokenAddress.toLowerCase())
      })
    } catch {
      runInAction(() => {
        if (this.tokensChainId === chainId) this.tokensState = 'error'
      })
    }
  }

  setSearch(search: string): void {
    this.search = search
  }

  /** Chooses the token of a side; choosing the other side's token exchanges the two. */
  selectToken(side: 'from' | 'to', token: SwapToken): void {
    const other = side === 'from' ? this.toToken : this.fromToken
    if (other && other.address.toLowerCase() === token.address.toLowerCase()) {
      this.switchDirection()
      return
    }
    if (side === 'from') this.fromToken = token
    else this.toToken = token
    this.search = ''
    this.inputsChanged()
  }

  /** Types the amount sold: quotes exactIn. */
  setFromAmount(amount: string): void {
    this.fromAmount = amount
    this.side = 'exactIn'
    this.inputsChanged()
  }

  /** Types the amount bought: quotes exactOut. */
  setToAmount(amount: string): void {
    this.toAmount = amount
    this.side = 'exactOut'
    this.inputsChanged()
  }

  /** Sells the whole balance (of the native currency, what the last quote's network fee leaves, half again kept for safety). */
  setMaxAmount(): void {
    const token = this.fromToken
    if (!token) return
    const native = token.address.toLowerCase() === nativeTokenAddress.toLowerCase()
    const reserve = native && this.quote ? (BigInt(this.quote.networkFee) * 3n) / 2n : 0n
    const amount = this.fromBalanceUnits > reserve ? this.fromBalanceUnits - reserve : 0n
    this.setFromAmount(fromBaseUnits(amount, token.decimals))
  }

  /** Exchanges the tokens and their amounts; the typed amount keeps its value on its new side. */
  switchDirection(): void {
    ;[this.fromToken, this.toToken] = [this.toToken, this.fromToken]
    ;[this.fromAmount, this.toAmount] = [this.toAmount, this.fromAmount]
    this.side = this.side === 'exactIn' ? 'exactOut' : 'exactIn'
    this.inputsChanged()
  }

  /** Asks for a new quote now (after an error or a price change), the inputs kept. */
  requote(): void {
    this.failure = undefined
    if (this.phase === 'success') this.phase = 'form'
    this.inputsChanged(0)
  }

  /** Replaces where quotes come from (a story's or a test's provider); the tokens are read again. */
  setProvider(provider: SwapProvider | undefined): void {
    this.provider = provider
    this.chains = undefined
    this.chainsRequest = undefined
    this.reset()
  }

  /** The request of a quote for the inputs as they are; undefined while they are incomplete. */
  quoteRequest(): SwapQuoteRequest | undefined {
    const amount = this.typedAmount
    const chainId = this.network?.caipNetworkId
    const account = this.root.connections.activeAddress
    if (!this.fromToken || !this.toToken || amount === undefined || amount === 0n || !chainId || !account) return undefined
    return { chainId, from: this.fromToken.address, to: this.toToken.address, amount, side: this.side, slippage: this.slippage, account }
  }

  /** Swaps with a fresh quote through the wallet (see `swapExecution`); resolves how it ended. */
  swap(): Promise<SwapOutcome> {
    return swapExecution(this)
  }

  /** Stops asking for quotes: a pending one is dropped, its answer ignored. */
  stopQuoting(): void {
    this.version += 1
    clearTimeout(this.timer)
    clearTimeout(this.expiry)
    this.controller?.abort()
    this.controller = undefined
    this.quoting = false
  }

  /** Keeps the quote shown fresh: a new one is asked when it expires, while the form shows. */
  resumeQuoting(): void {
    const quote = this.quote
    clearTimeout(this.expiry)
    if (!quote) return
    this.expiry = setTimeout(
      () => {
        if (this.phase === 'form') void this.fetchQuote()
      },
      Math.max(0, quote.validUntil - Date.now()),
    )
  }

  /** Empties the form (the network changed, or after the success view is left). */
  reset(): void {
    this.stopQuoting()
    this.tokenLists = undefined
    this.tokensChainId = undefined
    this.tokensState = 'idle'
    this.search = ''
    this.fromToken = undefined
    this.toToken = undefined
    this.fromAmount = ''
    this.toAmount = ''
    this.side = 'exactIn'
    this.quote = undefined
    this.quoteError = undefined
    this.phase = 'form'
    this.failure = undefined
    this.result = undefined
  }

  /** Sets the phase, failure and result as the swap goes (swapExecution's only way in). */
  update(changes: Partial<Pick<SwapStore, 'phase' | 'failure' | 'result' | 'quote'>>): void {
    Object.assign(this, changes)
  }

  /** The inputs changed: the quote is dropped, the other side's amount too, and a new one asked after `delay`. */
  private inputsChanged(delay = this.quoteDelay): void {
    this.stopQuoting()
    this.quote = undefined
    this.quoteError = undefined
    if (this.failure?.kind === 'declined' || this.phase === 'success') this.failure = undefined
    if (this.side === 'exactIn') this.toAmount = ''
    else this.fromAmount = ''
    if (!this.quoteRequest() || !this.provider) return
    this.quoting = true
    this.timer = setTimeout(() => void this.fetchQuote(), delay)
  }

  /** Asks the provider for a quote of the current inputs; an answer to older inputs is dropped. */
  private async fetchQuote(): Promise<void> {
    const request = this.quoteRequest()
    const provider = this.provider
    if (!request || !provider) return
    const version = this.version
    const controller = new AbortController()
    this.controller = controller
    this.quoting = true
    try {
      const quote = await provider.quote(request, controller.signal)
      runInAction(() => {
        if (version === this.version && !controller.signal.aborted) this.applyQuote(quote)
      })
    } catch (error) {
      runInAction(() => {
        if (version !== this.version || controller.signal.aborted) return
        this.quoting = false
        this.quote = undefined
        const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
        this.quoteError = code === 'NO_ROUTE' || code === 'INSUFFICIENT_LIQUIDITY' ? code : 'swaps.error.quote'
      })
    }
  }

  /** Shows a quote: the other side's amount, and a new quote asked when it expires (while the form shows). */
  private applyQuote(quote: SwapQuote): void {
    this.quote = quote
    this.quoting = false
    this.quoteError = undefined
    if (quote.side === 'exactIn') this.toAmount = fromBaseUnits(quote.amountOut, quote.to.decimals, 6)
    else this.fromAmount = fromBaseUnits(quote.amountIn, quote.from.decimals, 6)
    this.resumeQuoting()
  }

  private matching(tokens: readonly SwapToken[]): SwapToken[] {
    const search = this.search.trim().toLowerCase()
    if (search === '') return [...tokens]
    return tokens.filter((token) => [token.symbol, token.name, token.address].some((text) => text.toLowerCase().includes(search)))
  }
}
