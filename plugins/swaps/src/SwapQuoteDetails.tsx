import { usePluginContext, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { formatNetworkFee } from './formatNetworkFee.ts'
import { formatPrice } from './formatPrice.ts'
import { formatTokenAmount } from './formatTokenAmount.ts'
import type { SwapQuote } from './SwapQuote.ts'

/** A quote's details: price, price impact, network fee (native currency), minimum received (or maximum sold) and the slippage tolerance. */
export const SwapQuoteDetails = observer(function SwapQuoteDetails({ quote }: { quote: SwapQuote }) {
  const t = useTranslate()
  const context = usePluginContext('swaps')
  const locale = context.locale
  const native = context.networks.active?.nativeCurrency
  const percent = (value: number) => t('swaps.percent', { value: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value) })
  return (
    <dl className="pc-swap-summary" aria-label={t('swaps.details')}>
      <div>
        <dt>{t('swaps.price')}</dt>
        <dd>{t('swaps.priceValue', { from: quote.from.symbol, price: formatPrice(quote.price, locale), to: quote.to.symbol })}</dd>
      </div>
      <div>
        <dt>{t('swaps.priceImpact')}</dt>
        <dd>{percent(quote.priceImpact)}</dd>
      </div>
      {native && (
        <div>
          <dt>{t('swaps.networkFee')}</dt>
          <dd>{formatNetworkFee(BigInt(quote.networkFee), native.decimals, native.symbol, locale)}</dd>
        </div>
      )}
      {quote.side === 'exactIn' ? (
        <div>
          <dt>{t('swaps.minimumReceived')}</dt>
          <dd>{formatTokenAmount(quote.minimumReceived, quote.to, locale)}</dd>
        </div>
      ) : (
        <div>
          <dt>{t('swaps.maximumSold')}</dt>
          <dd>{formatTokenAmount(quote.maximumSold, quote.from, locale)}</dd>
        </div>
      )}
      <div>
        <dt>{t('swaps.slippage')}</dt>
        <dd>{percent(quote.slippage)}</dd>
      </div>
    </dl>
  )
})
