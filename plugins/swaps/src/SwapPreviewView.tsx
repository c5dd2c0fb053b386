import { Button, usePartStyles, usePluginContext, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { fiatValueOf } from './fiatValueOf.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { SwapFiatValue } from './SwapFiatValue.tsx'
import { SwapQuoteDetails } from './SwapQuoteDetails.tsx'
import { SwapStatus } from './SwapStatus.tsx'
import { SwapSuccess } from './SwapSuccess.tsx'
import { swapsCss } from './swapsCss.ts'
import type { SwapToken } from './SwapToken.ts'
import { useSwapStore } from './useSwapStore.ts'

/** The quote's token, with the form's price of the same token when the quote gives none. */
function priced(token: SwapToken, chosen: SwapToken | undefined): SwapToken {
  if (token.price !== undefined || chosen?.address.toLowerCase() !== token.address.toLowerCase()) return token
  return { ...token, price: chosen.price }
}

/**
 * The swap's review: what is paid and received (each with its worth in dollars when the token's
 * price is known), the quote's details, the steps (approving the token first when its allowance is
 * short), and Swap, which asks for a fresh quote and then the wallet; while something blocks the swap, the
 * button says what, as the form's does. It shows the wallet steps as they go, and the result.
 */
const SwapPreviewView = observer(function SwapPreviewView() {
  usePartStyles('swaps', swapsCss)
  const t = useTranslate()
  const context = usePluginContext('swaps')
  const swap = useSwapStore()
  const locale = context.locale
  const { quote, phase } = swap

  if (phase === 'success' && swap.result) return <SwapSuccess result={swap.result} />
  if (!quote) {
    return (
      <div className="pc-swap" data-state={swap.state}>
        <p className="pc-empty">{t('swaps.nothingToPreview')}</p>
        <SwapStatus />
        <Button variant="secondary" fullWidth onClick={() => context.router.goBack()}>
          {t('swaps.backToForm')}
        </Button>
      </div>
    )
  }
  const sold = formatTokenAmount(quote.amountIn, quote.from, locale)
  const bought = formatTokenAmount(quote.amountOut, quote.to, locale)
  // What each amount is worth in dollars, at the quote's token price or else the form's.
  const soldFiat = fiatValueOf(BigInt(quote.amountIn), priced(quote.from, swap.fromToken))
  const boughtFiat = fiatValueOf(BigInt(quote.amountOut), priced(quote.to, swap.toToken))
  const working = phase !== 'form'
  // What keeps the swap from going ahead (a quote asked again, a balance now short of it and its
  // fee): the button says it, as the form's does, instead of a Swap that cannot be pressed.
  const block = working ? undefined : swap.block
  return (
    <div className="pc-swap" data-state={swap.state}>
      <dl className="pc-swap-summary">
        <div>
          <dt>{t('swaps.from')}</dt>
          <dd>
            <span>{sold}</span>
            {soldFiat !== undefined && <> <SwapFiatValue value={soldFiat} /></>}
          </dd>
        </div>
        <div>
          <dt>{t('swaps.to')}</dt>
          <dd>
            <span>{bought}</span>
            {boughtFiat !== undefined && <> <SwapFiatValue value={boughtFiat} /></>}
          </dd>
        </div>
        {swap.network && (
          <div>
            <dt>{t('swaps.network')}</dt>
            <dd>{swap.network.name}</dd>
          </div>
        )}
      </dl>
      <SwapQuoteDetails quote={quote} />
      {quote.approval && (
        <ol className="pc-swap-steps" aria-label={t('swaps.steps')}>
          <li aria-current={phase === 'approving' ? 'step' : undefined}>
            {t('swaps.approveStep', { symbol: quote.from.symbol })}
            <small>{t('swaps.approveStepHint', { amount: formatTokenAmount(quote.approval.amount, quote.from, locale) })}</small>
          </li>
          <li aria-current={phase === 'swapping' ? 'step' : undefined}>{t('swaps.swapStep', { sold, bought })}</li>
        </ol>
      )}
      <SwapStatus />
      <div className="pc-swap-actions">
        <Button variant="secondary" disabled={working} onClick={() => context.router.goBack()}>
          {t('swaps.cancel')}
        </Button>
        <Button loading={working || block === 'quoting'} disabled={block !== undefined} onClick={() => void swap.swap()}>
          {t(block ? `swaps.action.${block}` : 'swaps.confirm')}
        </Button>
      </div>
    </div>
  )
})

export default SwapPreviewView
