import { Button, usePartStyles, usePluginContext, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { formatPayAmount } from './formatPayAmount.ts'
import { payCss } from './payCss.ts'
import { PayExchangeList } from './PayExchangeList.tsx'
import { PayProgress } from './PayProgress.tsx'
import { PaySummary } from './PaySummary.tsx'
import { usePayStore } from './usePayStore.ts'

/**
 * The payment the host asked for (AppKit's Pay): amount, asset, network and recipient, then
 * Connect wallet when none is connected, a note when the wallet is on another network (Pay
 * switches it), and Pay; the wallet steps announced, a decline or failure said in an alert; below,
 * the exchanges the payment can be made from instead.
 */
const PayView = observer(function PayView() {
  usePartStyles('pay', payCss)
  const t = useTranslate()
  const context = usePluginContext('pay')
  const pay = usePayStore()
  const { options, state } = pay
  if (!options) {
    return (
      <div className="pc-pay" data-state="idle">
        <p className="pc-empty">{t('pay.nothing')}</p>
      </div>
    )
  }
  if (pay.hash || pay.phase === 'depositing') return <PayProgress />
  const { metadata } = options.paymentAsset
  const network = pay.network?.name ?? options.paymentAsset.network
  const working = state === 'switching' || state === 'confirming'
  const status = state === 'switching' ? t('pay.status.switching', { network }) : state === 'confirming' ? t('pay.status.confirming') : ''
  return (
    <div className="pc-pay" data-state={state}>
      <PaySummary />
      {state === 'disconnected' && <p className="pc-pay-status">{t('pay.connectHint')}</p>}
      {state === 'wrongNetwork' && <p className="pc-pay-status">{t('pay.switchHint', { current: context.networks.active?.name ?? '', network })}</p>}
      {status && (
        <p className="pc-pay-status" role="status" aria-live="polite">
          {status}
        </p>
      )}
      {pay.failure && (
        <p className="pc-pay-failure" role="alert">
          {t(pay.failure)}
        </p>
      )}
      <div className="pc-pay-actions">
        <Button variant="secondary" disabled={working} onClick={() => context.modal.requestClose()}>
          {t('pay.cancel')}
        </Button>
        {state === 'disconnected' ? (
          <Button onClick={pay.connect}>{t('pay.connect')}</Button>
        ) : (
          <Button loading={working} onClick={() => void pay.pay()}>
            {state === 'declined' || state === 'failed' ? t('pay.retry') : t('pay.pay', { amount: formatPayAmount(options.amount), symbol: metadata.symbol })}
          </Button>
        )}
      </div>
      <PayExchangeList disabled={working} />
    </div>
  )
})

export default PayView
