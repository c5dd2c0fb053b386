import { Button, Icon, Spinner, useActiveBalances, usePartStyles, usePluginContext, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { SwapAmountField } from './SwapAmountField.tsx'
import { SwapQuoteDetails } from './SwapQuoteDetails.tsx'
import { SwapStatus } from './SwapStatus.tsx'
import { SwapSuccess } from './SwapSuccess.tsx'
import { swapsCss } from './swapsCss.ts'
import { useSwapStore } from './useSwapStore.ts'

/**
 * The swap form: the token and amount paid (balance, Max), the direction switch, the token and
 * amount received, the quote's details once quoted, what is going on (announced), and the action
 * button, whose text says what blocks the swap until it can be reviewed.
 */
const SwapView = observer(function SwapView() {
  usePartStyles('swaps', swapsCss)
  const t = useTranslate()
  const context = usePluginContext('swaps')
  const swap = useSwapStore()
  const chainId = swap.network?.caipNetworkId
  useEffect(() => {
    if (!chainId) return
    void swap.loadTokens()
  }, [swap, chainId])
  // The balances are read while shown, and again once a failed read's 30 s block ends (SPEC §4).
  useActiveBalances()

  if (swap.phase === 'success' && swap.result) return <SwapSuccess result={swap.result} />
  if (!swap.isAvailable) {
    return (
      <div className="pc-swap" data-state="idle">
        <p className="pc-empty">{t('swaps.unavailable')}</p>
      </div>
    )
  }
  if (swap.tokensState === 'loading' || swap.tokensState === 'error') {
    const loading = swap.tokensState === 'loading'
    return (
      <div className="pc-swap" data-state={loading ? 'idle' : 'error'}>
        {loading ? (
          <div className="pc-view-state">
            <Spinner label={t('swaps.tokensLoading')} />
            <p>{t('swaps.tokensLoading')}</p>
          </div>
        ) : (
          <>
            <p className="pc-empty" role="alert">
              {t('swaps.tokensError')}
            </p>
            <Button variant="secondary" fullWidth onClick={() => void swap.loadTokens()}>
              {t('swaps.retry')}
            </Button>
          </>
        )}
      </div>
    )
  }
  const { block, quote } = swap
  // A failed quote (or a spent one) is asked again by the button; else it opens the review.
  const requote = block === 'quoteFailed'
  return (
    <form
      className="pc-swap"
      data-state={swap.state}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (requote) swap.requote()
        else if (!swap.block) context.router.push('SwapPreview')
      }}
    >
      <SwapAmountField side="from" />
      <button type="button" className="pc-swap-switch" aria-label={t('swaps.switch')} disabled={swap.phase !== 'form'} onClick={swap.switchDirection}>
        <Icon name="swap" size={16} />
      </button>
      <SwapAmountField side="to" />
      {quote && <SwapQuoteDetails quote={quote} />}
      <SwapStatus />
      <Button type="submit" fullWidth disabled={block !== undefined && !requote} loading={block === 'quoting'}>
        {t(block ? `swaps.action.${block}` : 'swaps.action.review')}
      </Button>
    </form>
  )
})

export default SwapView
