import { Suspense } from 'react'
import type { LazyComponent } from '@portico/kernel/internal'
import { Button } from '../shell/Button.tsx'
import { Spinner } from '../shell/Spinner.tsx'
import { useTranslate } from '../useTranslate.ts'
import { LoadBoundary } from './LoadBoundary.tsx'
import { lazyComponentFor } from '../shell/lazyComponentFor.ts'

/**
 * Renders a registered part (a connect section, an account tab) loaded on demand, with loading and
 * failure states; its loading state keeps `reserve` (a CSS block size) when given.
 */
export function LazyPart({ load, reserve }: { load: LazyComponent; reserve?: string | undefined }) {
  const t = useTranslate()
  return (
    <LoadBoundary
      fallback={(retry) => (
        <div className="pc-part" data-state="error" role="alert">
          <p className="pc-text-secondary">{t('view.loadFailed')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              lazyComponentFor.forget(load)
              retry()
            }}
          >
            {t('view.retry')}
          </Button>
        </div>
      )}
    >
      {() => {
        const Part = lazyComponentFor(load)
        return (
          <Suspense
            fallback={
              <div className="pc-part" data-state="loading" style={reserve === undefined ? undefined : { minBlockSize: reserve }}>
                <Spinner label={t('view.loading')} />
              </div>
            }
          >
            <Part />
          </Suspense>
        )
      }}
    </LoadBoundary>
  )
}
