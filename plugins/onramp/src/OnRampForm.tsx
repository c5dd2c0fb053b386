import { TextField, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { useOnRampStore } from './useOnRampStore.ts'

/** The purchase's fields: fiat currency and amount, what is bought (the network's currency), the payment method. */
export const OnRampForm = observer(function OnRampForm() {
  const t = useTranslate()
  const store = useOnRampStore()
  const id = useId()
  const invalid = store.fiatAmount !== '' && !store.amountValid
  return (
    <>
      <div className="pc-onramp-row">
        <label className="pc-onramp-select" htmlFor={`${id}-currency`}>
          {t('onramp.fiatCurrency')}
          <select id={`${id}-currency`} value={store.fiatCurrency} onChange={(event) => store.setFiatCurrency(event.target.value)}>
            {store.fiatCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('onramp.fiatAmount')}
          inputMode="decimal"
          autoComplete="off"
          value={store.fiatAmount}
          onChange={(event) => store.setFiatAmount(event.target.value)}
          {...(invalid ? { error: t('onramp.fiatAmountInvalid') } : {})}
        />
      </div>
      <dl className="pc-onramp-asset">
        <dt>{t('onramp.asset')}</dt>
        <dd>{t('onramp.assetOn', { symbol: store.asset ?? '', network: store.network?.name ?? '' })}</dd>
      </dl>
      <label className="pc-onramp-select" htmlFor={`${id}-method`}>
        {t('onramp.paymentMethod')}
        <select id={`${id}-method`} value={store.paymentMethod} onChange={(event) => store.setPaymentMethod(event.target.value)}>
          {store.paymentMethods.map((method) => (
            <option key={method} value={method}>
              {t(`onramp.method.${method}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  )
})
