import { observer } from 'mobx-react-lite'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import { useTranslate } from '../useTranslate.ts'
import { Icon } from './Icon.tsx'

/**
 * The alerts above the views (SPEC §8: configuration and service problems), each dismissable.
 * Errors are announced at once (role alert), warnings and notices politely (role status).
 * Titles and messages are message keys or English texts catalogued as they are, translated here
 * with the alert's values, so they follow the locale whenever it arrives or changes.
 */
export const AlertBar = observer(function AlertBar() {
  const { store } = useAppKitInstance()
  const t = useTranslate()
  const { alerts } = store.alerts
  if (alerts.length === 0) return null
  return (
    <div className="pc-alerts">
      {alerts.map((alert) => {
        const title = t(alert.title, alert.values)
        return (
          <div key={alert.id} className="pc-alert" data-variant={alert.variant} data-alert={alert.id} role={alert.variant === 'error' ? 'alert' : 'status'}>
            <Icon name="warning" size={18} className="pc-alert-icon" />
            <div className="pc-alert-text">
              <p className="pc-alert-title">{title}</p>
              {alert.message && <p className="pc-alert-message">{t(alert.message, alert.values)}</p>}
            </div>
            <button type="button" className="pc-icon-button" aria-label={t('alert.dismiss', { title })} onClick={() => store.alerts.dismiss(alert.id)}>
              <Icon name="close" size={16} />
            </button>
          </div>
        )
      })}
    </div>
  )
})
