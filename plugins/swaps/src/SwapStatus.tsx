import { usePluginContext, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { formatTokenAmount } from './formatTokenAmount.ts'
import { useSwapStore } from './useSwapStore.ts'

/**
 * What the swap is doing, announced as it changes (a polite live region: quoting, quoted, no
 * route, the wallet steps), and why the last swap did not go through (an alert).
 */
export const SwapStatus = observer(function SwapStatus() {
  const t = useTranslate()
  const locale = usePluginContext('swaps').locale
  const swap = useSwapStore()
  const { quote, state, failure } = swap
  const status =
    state === 'quoting'
      ? t('swaps.status.quoting')
      : state === 'quoted' && quote
        ? t('swaps.status.quoted', { sold: formatTokenAmount(quote.amountIn, quote.from, locale), bought: formatTokenAmount(quote.amountOut, quote.to, locale) })
        : state === 'noRoute' || state === 'insufficientLiquidity' || state === 'swapping'
          ? t(`swaps.status.${state}`)
          : state === 'approving' && quote
            ? t('swaps.status.approving', { symbol: quote.from.symbol })
            : ''
  return (
    <>
      <p className="pc-swap-status" role="status" aria-live="polite">
        {status}
      </p>
      {failure && (
        <p className="pc-swap-failure" role="alert">
          {t(failure.message, { slippage: swap.slippage })}
        </p>
      )}
      {!failure && swap.quoteError?.startsWith('swaps.') && (
        <p className="pc-swap-failure" role="alert">
          {t(swap.quoteError)}
        </p>
      )}
    </>
  )
})
