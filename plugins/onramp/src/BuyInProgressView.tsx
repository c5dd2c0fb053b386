import { Button, Spinner, usePartStyles, usePluginContext, useTranslate } from '@portico/ui'
import { formatFiat, safeImageUrl } from '@portico/kernel/extend'
import { observer } from 'mobx-react-lite'
import { formatCryptoAmount } from './formatCryptoAmount.ts'
import { onrampCss } from './onrampCss.ts'
import { useOnRampStore } from './useOnRampStore.ts'

/**
 * A purchase under way: the provider, what is bought for what, its status as the provider reports
 * it (announced as it changes), the checkout as a link when the popup was blocked, and, once it
 * is over, the way back.
 */
const BuyInProgressView = observer(function BuyInProgressView() {
  usePartStyles('onramp', onrampCss)
  const t = useTranslate()
  const context = usePluginContext('onramp')
  const store = useOnRampStore()
  const purchase = store.purchase
  if (!purchase) {
    return (
      <div className="pc-onramp" data-state="idle">
        <p className="pc-empty">{t('onramp.empty')}</p>
        <Button variant="secondary" fullWidth onClick={() => context.router.replace('OnRampProviders')}>
          {t('onramp.tryAgain')}
        </Button>
      </div>
    )
  }
  const { provider, quote, state } = purchase
  const locale = context.locale
  const values = {
    provider: provider.name,
    amount: formatCryptoAmount(quote.cryptoAmount, quote.decimals, locale),
    symbol: quote.asset,
    fiat: formatFiat(quote.fiatAmount, locale),
    currency: quote.fiatCurrency,
    reason: purchase.failureReason ?? '',
  }
  const over = state === 'completed' || state === 'failed' || state === 'cancelled' || state === 'error'
  const failed = state === 'failed' || state === 'error'
  const status = state === 'error' ? t(purchase.error ?? 'onramp.error.checkout', values) : t(`onramp.status.${state}`, values)
  const logo = safeImageUrl(provider.logoUrl)
  return (
    <div className="pc-onramp pc-onramp-progress" data-state={state}>
      {logo && <img className="pc-onramp-logo" src={logo} alt="" />}
      <p>
        <strong>{provider.name}</strong>
      </p>
      <p>{t('onramp.summary', values)}</p>
      {!over && <Spinner label={status} />}
      {failed ? (
        <p className="pc-onramp-failure" role="alert">
          {status}
        </p>
      ) : (
        <p className="pc-onramp-status" role="status" aria-live="polite">
          {status}
        </p>
      )}
      {!over && purchase.checkoutUrl && (
        <p>
          {purchase.popupBlocked && <>{t('onramp.popupBlocked')} </>}
          <a className="pc-onramp-link" href={purchase.checkoutUrl} target="_blank" rel="noopener noreferrer">
            {t('onramp.openCheckout', values)}
          </a>
        </p>
      )}
      {over && (
        <Button fullWidth variant={state === 'completed' ? 'primary' : 'secondary'} onClick={() => {
            if (state === 'completed') return context.router.reset('Account')
            store.startOver()
            context.router.replace('OnRampProviders')
          }}
        >
          {t(state === 'completed' ? 'onramp.backToAccount' : 'onramp.tryAgain')}
        </Button>
      )}
    </div>
  )
})

export default BuyInProgressView
