import { formatFiat } from '@portico/kernel/extend'
import { usePluginContext, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'

/**
 * What a swap amount is worth in US dollars (`$12.34`, from `fiatValueOf`) in the user's locale,
 * shown under the amount; a screen reader hears it as "Worth about $12.34".
 */
export const SwapFiatValue = observer(function SwapFiatValue({ value }: { value: number }) {
  const t = useTranslate()
  const context = usePluginContext('swaps')
  return (
    <span className="pc-swap-fiat">
      <span className="pc-visually-hidden">{t('swaps.fiatLabel')} </span>
      {t('swaps.fiat', { amount: formatFiat(value, context.locale) })}
    </span>
  )
})
