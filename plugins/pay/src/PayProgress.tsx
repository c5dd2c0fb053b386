import { Button, Icon, Spinner, truncateAddress, useRootStore, useTranslate } from '@portico/kernel/ui'
import { observer } from 'mobx-react-lite'
import { formatPayAmount } from './formatPayAmount.ts'
import { PaySummary } from './PaySummary.tsx'
import { usePayStore } from './usePayStore.ts'

/**
 * A sent payment: waiting for its confirmation on chain (announced), confirmed, or failed on
 * chain or not confirmed in time (an alert); the transaction's hash below the payment.
 */
export const PayProgress = observer(function PayProgress() {
  const t = useTranslate()
  const root = useRootStore()
  const pay = usePayStore()
  const { options, phase, hash } = pay
  if (!options) return null
  const { metadata } = options.paymentAsset
  const network = pay.network?.name ?? options.paymentAsset.network
  const amount = formatPayAmount(options.amount)
  return (
    <div className="pc-pay" data-state={pay.state}>
      <div className="pc-pay-outcome">
        {phase === 'pending' && <Spinner label={t('pay.status.pending', { network })} size={32} />}
        {phase === 'success' && <Icon name="check" size={32} />}
        {phase === 'success' && <h3>{t('pay.success')}</h3>}
        <p className="pc-pay-status" role="status" aria-live="polite">
          {phase === 'pending' ? t('pay.status.pending', { network }) : phase === 'success' ? t('pay.status.success', { amount, symbol: metadata.symbol }) : ''}
        </p>
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
      {phase !== 'pending' && (
        <Button fullWidth onClick={() => root.requestClose()}>
          {t('pay.done')}
        </Button>
      )}
    </div>
  )
})
