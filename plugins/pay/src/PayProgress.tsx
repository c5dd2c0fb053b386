import { Button, Icon, Spinner, truncateAddress, usePluginContext, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { formatPayAmount } from './formatPayAmount.ts'
import { PaySummary } from './PaySummary.tsx'
import { usePayStore } from './usePayStore.ts'

/**
 * A payment under way: opened at an exchange and waiting for it to send (its page offered as a
 * link), sent and waiting for its confirmation on chain (announced), confirmed, or failed (an
 * alert); the transaction's hash below the payment.
 */
export const PayProgress = observer(function PayProgress() {
  const t = useTranslate()
  const context = usePluginContext('pay')
  const pay = usePayStore()
  const { options, phase, hash } = pay
  if (!options) return null
  const { metadata } = options.paymentAsset
  const network = pay.network?.name ?? options.paymentAsset.network
  const amount = formatPayAmount(options.amount)
  const exchange = pay.exchangePayment
  const exchangeName = exchange?.exchangeName ?? ''
  const status =
    phase === 'depositing'
      ? t(!exchange?.sessionId ? 'pay.status.opening' : exchange.status === 'IN_PROGRESS' ? 'pay.status.withdrawing' : 'pay.status.depositing', { exchange: exchangeName })
      : phase === 'pending'
        ? t('pay.status.pending', { network })
        : phase === 'success'
          ? t('pay.status.success', { amount, symbol: metadata.symbol })
          : ''
  const working = phase === 'pending' || phase === 'depositing'
  return (
    <div className="pc-pay" data-state={pay.state}>
      <div className="pc-pay-outcome">
        {working && <Spinner label={status} size={32} />}
        {phase === 'success' && <Icon name="check" size={32} />}
        {phase === 'success' && <h3>{t('pay.success')}</h3>}
        <p className="pc-pay-status" role="status" aria-live="polite">
          {status}
        </p>
        {phase === 'depositing' && exchange?.url && (
          <p>
            {exchange.popupBlocked && <>{t('pay.exchange.popupBlocked')} </>}
            <a className="pc-pay-link" href={exchange.url} target="_blank" rel="noopener noreferrer">
              {t('pay.exchange.open', { exchange: exchangeName })}
            </a>
          </p>
        )}
        {phase === 'failed' && pay.failure && (
          <p className="pc-pay-failure" role="alert">
            {t(pay.failure)}
          </p>
        )}
      </div>
      <PaySummary />
      {hash && (
        <dl className="pc-pay-summary">
          <div>
            <dt>{t('pay.transaction')}</dt>
            <dd title={hash}>{truncateAddress(hash)}</dd>
          </div>
        </dl>
      )}
      {phase === 'depositing' && exchange?.sessionId && exchange.status === 'UNKNOWN' && (
        <Button fullWidth variant="secondary" onClick={pay.abandonExchange}>
          {t('pay.exchange.abandon')}
        </Button>
      )}
      {!working && (
        <Button fullWidth onClick={() => context.modal.requestClose()}>
          {t('pay.done')}
        </Button>
      )}
    </div>
  )
})
