import { Button } from './Button.tsx'
import { Spinner } from './Spinner.tsx'
import { useTranslate } from '../useTranslate.ts'

/** Props of `WaitOrRetry`. */
export interface WaitOrRetryProps {
  /** What failed, said at once (an alert) with Try again under it; undefined while waiting. */
  error: string | undefined
  /** A second line under the failure: its reason, or what to do. */
  errorDetail?: string | undefined
  /** What the spinner waits for, shown under it and as its accessible name. */
  waitingText: string
  /** A second line under the waiting text. */
  waitingHint?: string | undefined
  /** Asks again; without it, the failure shows no Try again. */
  onRetry?: (() => void) | undefined
}

/**
 * A step waiting on something outside the modal (a secure frame, a popup): a spinner with its
 * waiting text, said politely, or the failure, said at once, and Try again. The caller's container
 * lays it out (its alignment, the button's width when it stretches its children).
 */
export function WaitOrRetry({ error, errorDetail, waitingText, waitingHint, onRetry }: WaitOrRetryProps) {
  const t = useTranslate()
  if (error !== undefined)
    return (
      <>
        <div role="alert" className="pc-connecting-status">
          <p className="pc-text-error">{error}</p>
          {errorDetail === undefined ? null : <p className="pc-text-secondary">{errorDetail}</p>}
        </div>
        {onRetry ? <Button onClick={onRetry}>{t('view.retry')}</Button> : null}
      </>
    )
  return (
    <div role="status" className="pc-view-state">
      <Spinner label={waitingText} />
      <p>{waitingText}</p>
      {waitingHint === undefined ? null : <p className="pc-text-secondary">{waitingHint}</p>}
    </div>
  )
}
