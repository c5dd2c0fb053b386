import { Icon } from '../../shell/Icon.tsx'
import { useTranslate } from '../../useTranslate.ts'

/** Says that the balances beside it are the last ones read and may be out of date (a refresh failed). */
export function StaleMarker() {
  const t = useTranslate()
  return (
    <span className="pc-stale" data-state="stale">
      <Icon name="warning" size={14} />
      {t('account.balanceStale')}
    </span>
  )
}
