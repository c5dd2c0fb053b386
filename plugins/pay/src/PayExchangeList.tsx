import { ListItem, Spinner, useTranslate } from '@portico/ui'
import { safeImageUrl } from '@portico/kernel/extend'
import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { usePayStore } from './usePayStore.ts'

/** Opens the window the exchange's page will show in, on the click itself (a popup opened later is blocked); null when the browser refuses. */
function openExchangeWindow(): Window | null {
  return window.open('about:blank', '_blank', 'popup,width=480,height=720')
}

/**
 * Pay's other way: the exchanges that withdraw the asset on its network (none shown when there
 * are none), each opening its page in a popup to pay from there; being listed, or why not.
 */
export const PayExchangeList = observer(function PayExchangeList({ disabled }: { disabled: boolean }) {
  const t = useTranslate()
  const pay = usePayStore()
  const headingId = useId()
  const { exchanges } = pay
  if (!exchanges.source || exchanges.state === 'idle' || (exchanges.state === 'ready' && exchanges.list.length === 0)) return null
  return (
    <section className="pc-pay-exchanges" aria-labelledby={headingId} data-state={exchanges.state}>
      <h3 id={headingId} className="pc-pay-exchanges-title">
        {t('pay.exchanges.title')}
      </h3>
      {exchanges.state === 'loading' && <Spinner label={t('pay.exchanges.loading')} />}
      {exchanges.state === 'error' && <p className="pc-pay-status">{t('pay.exchanges.error')}</p>}
      {exchanges.state === 'ready' && (
        <ul className="pc-pay-exchange-list">
          {exchanges.list.map((exchange) => {
            const image = safeImageUrl(exchange.imageUrl)
            return (
              <li key={exchange.id} data-exchange={exchange.id}>
                <ListItem
                  label={t('pay.exchanges.payFrom', { exchange: exchange.name })}
                  {...(image ? { imageUrl: image } : { icon: 'token' as const })}
                  disabled={disabled}
                  onClick={() => void pay.payWithExchange(exchange.id, openExchangeWindow())}
                />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
})
