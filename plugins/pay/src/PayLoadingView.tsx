import { usePartStyles, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { payCss } from './payCss.ts'
import { PayProgress } from './PayProgress.tsx'
import { usePayStore } from './usePayStore.ts'

/** The payment once sent (AppKit's PayLoading): waiting for its confirmation on chain, then how it ended. */
const PayLoadingView = observer(function PayLoadingView() {
  usePartStyles('pay', payCss)
  const t = useTranslate()
  const pay = usePayStore()
  if (!pay.options) {
    return (
      <div className="pc-pay" data-state="idle">
        <p className="pc-empty">{t('pay.nothing')}</p>
      </div>
    )
  }
  return <PayProgress />
})

export default PayLoadingView
