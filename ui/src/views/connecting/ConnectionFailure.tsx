import { useTranslate } from '../../useTranslate.ts'

/** A connection attempt that ended: declined by the user (with the hint to try again) or failed (with why), said at once as an alert. */
export function ConnectionFailure({ declined, failure }: { declined: boolean; failure: string | undefined }) {
  const t = useTranslate()
  return (
    <div role="alert" className="pc-connecting-status">
      {declined ? (
        <>
          <p className="pc-text-error">{t('connect.external.declined')}</p>
          <p className="pc-text-secondary">{t('connect.external.declinedHint')}</p>
        </>
      ) : (
        <>
          <p className="pc-text-error">{t('connect.external.failed')}</p>
          {failure ? <p className="pc-text-secondary">{failure}</p> : null}
        </>
      )}
    </div>
  )
}
