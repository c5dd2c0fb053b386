import { BaseError } from '@portico/kernel'
import type { Network } from '@portico/kernel'
import { fromBaseUnits, loadActiveBalances, toProviderError, userErrorText } from '@portico/kernel/extend'
import type { Analytics } from '@portico/kernel/extend'
import { runInAction } from 'mobx'
import { SwapNotReadyError, SwapUnsupportedChainError } from './errors.ts'
import { freshQuote } from './freshQuote.ts'
import { isPriceMoved } from './isPriceMoved.ts'
import { isSignable } from './isSignable.ts'
import { nativeTokenAddress } from './nativeTokenAddress.ts'
import { runSwap } from './runSwap.ts'
import type { SwapEventProperties } from './SwapEventProperties.ts'
import type { SwapQuote } from './SwapQuote.ts'
import type { SwapBlock } from './swapBlockOf.ts'
import type { SwapFailure } from './SwapFailure.ts'
import type { SwapOutcome } from './SwapOutcome.ts'
import type { SwapPhase } from './SwapPhase.ts'
import type { SwapProvider } from './SwapProvider.ts'
import type { SwapQuoteRequest } from './SwapQuoteRequest.ts'
import type { SwapResult } from './SwapResult.ts'
import type { SwapRoot } from './SwapRoot.ts'
import type { SwapToken } from './SwapToken.ts'

/** What a swap reads and drives of the swap store (its form, quotes and phase). */
interface SwappingStore {
  readonly root: SwapRoot
  readonly analytics: Analytics
  readonly provider: SwapProvider | undefined
  readonly network: Network | undefined
  readonly quote: SwapQuote | undefined
  readonly block: SwapBlock | undefined
  quoteRequest(): SwapQuoteRequest | undefined
  stopQuoting(): void
  resumeQuoting(): void
  update(changes: Partial<{ phase: SwapPhase; failure: SwapFailure | undefined; result: SwapResult | undefined; quote: SwapQuote | undefined }>): void
}

/** The message key of a failed swap whose cause is the service's code. */
const quoteFailures: Record<string, string> = { NO_ROUTE: 'swaps.error.noRoute', INSUFFICIENT_LIQUIDITY: 'swaps.error.liquidity', SWAP_QUOTE_EXPIRED: 'swaps.error.expired' }

function propertiesOf(quote: SwapQuote, network: string): SwapEventProperties {
  return { network, from: quote.from.symbol, to: quote.to.symbol, amountIn: fromBaseUnits(quote.amountIn, quote.from.decimals), amountOut: fromBaseUnits(quote.amountOut, quote.to.decimals) }
}

/** The result's back arrow leads where the swap was opened from, not to the form, which would show the result again. */
function leaveFormBehind(router: SwapRoot['router']): void {
  if (router.view !== 'SwapPreview') return
  const form = router.history.map((entry) => entry.view).lastIndexOf('Swap')
  if (form < 1) return router.reset('SwapPreview')
  router.goBackToIndex(form - 1)
  router.push('SwapPreview')
}

function failureText(error: unknown): string {
  const code = error instanceof BaseError ? String(error.code) : ''
  return quoteFailures[code] ?? userErrorText(error)
}

/**
 * The swap of SPEC §1 from the review: a fresh quote (never one past its validity, and within the
 * reviewed bounds), then the wallet's steps (`runSwap`) with an entry on the transaction stack.
 * Success shows the result, tracks SWAP_SUCCESS, tells an activity list (`transaction:sent`,
 * the sold token as its transfer) and reads the balances again. A decline returns to the form
 * with everything kept; a revert or moved price says the price changed; anything else says why.
 */
export async function swapExecution(store: SwappingStore): Promise<SwapOutcome> {
  const { root, analytics, provider, network } = store
  const reviewed = store.quote
  const request = store.quoteRequest()
  if (store.block || !reviewed || !request || !provider) throw new SwapNotReadyError()
  const calls = root.adapters.chainExtension('eip155:calls')
  if (!calls || !network) throw new SwapUnsupportedChainError()
  const properties = propertiesOf(reviewed, network.caipNetworkId)
  store.stopQuoting()
  store.update({ phase: 'confirming', failure: undefined, result: undefined })
  root.transactions.push({})
  analytics.track('SWAP_INITIATED', properties)
  const requote = () => freshQuote(provider, request, reviewed)
  try {
    const quote = await requote()
    store.update({ quote })
    const swapped = await runSwap({
      calls,
      network,
      quote,
      requote,
      isValid: (candidate) => isSignable(candidate),
      onStep: (phase) => store.update({ phase }),
      onApproved: (hash) => analytics.track('SWAP_APPROVAL_SUCCESS', { ...properties, hash }),
    })
    const { hash, quote: signed } = swapped
    runInAction(() => {
      store.update({ phase: 'success', quote: signed, result: { from: signed.from, to: signed.to, amountIn: signed.amountIn, amountOut: signed.amountOut, hash } })
      root.transactions.end('success')
      leaveFormBehind(root.router)
    })
    analytics.track('SWAP_SUCCESS', { ...propertiesOf(signed, network.caipNetworkId), hash })
    const from = root.connections.activeAddress
    if (from) {
      const transferOf = (token: SwapToken, amount: string) => ({
        symbol: token.symbol,
        name: token.name,
        amount: fromBaseUnits(amount, token.decimals),
        ...(token.address.toLowerCase() === nativeTokenAddress.toLowerCase() ? {} : { address: token.address }),
      })
      const transfer = transferOf(signed.from, signed.amountIn)
      const received = transferOf(signed.to, signed.amountOut)
      root.events.emit('transaction:sent', { hash, chainId: network.caipNetworkId, from, to: signed.transaction.to, transfer, received })
    }
    // The swap is included (runSwap waited for it): the balances are read again, past their cache.
    void loadActiveBalances(root, { fresh: true }).catch(() => undefined)
    return 'swapped'
  } catch (error) {
    if (toProviderError(error).code === 4001) {
      runInAction(() => {
        store.update({ phase: 'form', failure: { kind: 'declined', message: 'swaps.error.declined' } })
        root.transactions.end('cancel')
        store.resumeQuoting()
      })
      analytics.track('SWAP_REJECTED', properties)
      return 'declined'
    }
    const priceMoved = isPriceMoved(error)
    const message = priceMoved ? 'swaps.error.priceChanged' : failureText(error)
    runInAction(() => {
      // The quote is spent: a new one is asked for from the form ("Get a new quote").
      store.update({ phase: 'form', quote: undefined, failure: { kind: priceMoved ? 'priceChanged' : 'failed', message } })
      root.transactions.end('error')
    })
    analytics.track('SWAP_ERROR', { ...properties, message: priceMoved ? 'SWAP_PRICE_CHANGED' : userErrorText(error) })
    return priceMoved ? 'priceChanged' : 'failed'
  }
}
