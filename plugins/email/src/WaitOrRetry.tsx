import { Button, Spinner, useTranslate } from '@portico/kernel/ui'

/** Props of `WaitOrRetry`. */
export interface WaitOrRetryProps {
  /** The failure to show with Try again; undefined while waiting. */
  error: string | undefined
  /** What the spinner waits for, shown under it and as its accessible name. */
  waitingText: string
  onRetry: () => void
}

/** A step waiting on the secure frame: a spinner with its waiting text, or the failure and Try again. */
export function WaitOrRetry({ error, waitingText, onRetry }: WaitOrRetryProps) {
  const t = useTranslate()
  if (error !== undefined)
    return (
      <>
        <p className="pc-text-error" role="alert">
          {error}
        </p>
        <Button fullWidth onClick={onRetry}>
          {t('email.retry')}
        </Button>
      </>
    )
  return (
    <div className="pc-view-state">
      <Spinner label={waitingText} />
      <p>{waitingText}</p>
    </div>
  )
}
