import { truncateAddress, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { formatPayAmount } from './formatPayAmount.ts'
import { usePayStore } from './usePayStore.ts'

/** The payment as asked: amount, asset, network and recipient. */
export const PaySummary = observer(function PaySummary() {
  const t = useTranslate()
  const pay = usePayStore()
  const { options } = pay
  if (!options) return null
  const { metadata, network } = options.paymentAsset
  return (
    <dl className="pc-pay-summary" aria-label={t('pay.summary')}>
      <div>
        <dt>{t('pay.amount')}</dt>
        <dd>{t('pay.amountValue', { amount: formatPayAmount(options.amount), symbol: metadata.symbol })}</dd>
      </div>
      <div>
        <dt>{t('pay.asset')}</dt>
        <dd>{metadata.name}</dd>
      </div>
      <div>
        <dt>{t('pay.network')}</dt>
        <dd>{pay.network?.name ?? network}</dd>
      </div>
      <div>
        <dt>{t('pay.recipient')}</dt>
        <dd title={options.recipient}>{truncateAddress(options.recipient)}</dd>
      </div>
    </dl>
  )
})
