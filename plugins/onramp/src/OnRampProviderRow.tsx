import { ListItem, usePluginContext, useTranslate } from '@portico/ui'
import { formatFiat, safeImageUrl } from '@portico/kernel/extend'
import { observer } from 'mobx-react-lite'
import { formatCryptoAmount } from './formatCryptoAmount.ts'
import type { OnRampProviderInfo } from './OnRampProviderInfo.ts'
import { useOnRampStore } from './useOnRampStore.ts'

/** Opens the window the checkout will show in, on the click itself (a popup opened later is blocked); null when the browser refuses. */
function openCheckoutWindow(): Window | null {
  return window.open('about:blank', '_blank', 'popup,width=480,height=720')
}

/** One provider of the providers view: its logo, name, fee range, namespaces and payment methods, its quote, and Buy. */
export const OnRampProviderRow = observer(function OnRampProviderRow({ info }: { info: OnRampProviderInfo }) {
  const t = useTranslate()
  const store = useOnRampStore()
  const locale = usePluginContext('onramp').locale
  const answer = store.quotes[info.id]
  const quote = answer?.quote
  const details = t('onramp.providerDetails', {
    fees: t('onramp.feeRange', { min: info.feeRange.min, max: info.feeRange.max }),
    namespaces: info.namespaces.map((namespace) => t(`onramp.namespace.${namespace}`)).join(', '),
    methods: info.paymentMethods.map((method) => t(`onramp.method.${method}`)).join(', '),
  })
  const quoteText = !answer
    ? t('onramp.quote.none')
    : answer.state === 'quoted' && quote
      ? `${t('onramp.quote.quoted', { amount: formatCryptoAmount(quote.cryptoAmount, quote.decimals, locale), symbol: quote.asset })} · ${t('onramp.quote.fee', { fee: formatFiat(quote.feeAmount, locale), currency: quote.fiatCurrency })}`
      : t(`onramp.quote.${answer.state}`)
  const logo = safeImageUrl(info.logoUrl)
  return (
    <li data-provider={info.id} data-state={answer?.state ?? 'idle'}>
      <ListItem
        label={t('onramp.buyWith', { provider: info.name })}
        description={
          <>
            {details}
            <br />
            {quoteText}
          </>
        }
        {...(logo ? { imageUrl: logo } : { icon: 'token' as const })}
        loading={answer?.state === 'quoting'}
        disabled={answer?.state !== 'quoted'}
        onClick={() => void store.buy(info.id, openCheckoutWindow())}
      />
    </li>
  )
})
