import { observer } from 'mobx-react-lite'
import { Suspense, useEffect, useState } from 'react'
import { useAppKitInstance } from '../useAppKitInstance.ts'
import { useTranslate } from '../useTranslate.ts'
import { Button } from './Button.tsx'
import { Icon } from './Icon.tsx'
import { isDevelopment } from './isDevelopment.ts'
import { lazyView } from './lazyView.ts'
import { Spinner } from './Spinner.tsx'
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx'

/** Renders the router's current view, loaded on demand, entering with the view transition. */
export const ViewHost = observer(function ViewHost() {
  const { store } = useAppKitInstance()
  const t = useTranslate()
  const view = store.router.view
  const registration = store.registry.views.get(view)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!registration && isDevelopment()) console.warn(`[Portico] No view is registered as "${view}"; is the plugin that provides it enabled?`)
  }, [registration, view])

  if (!registration) {
    return (
      <div className="pc-view pc-view-state" key={view} data-view={view} data-state="not-found">
        <Icon name="warning" size={28} />
        <p>{t('modal.viewNotFound.message', { view })}</p>
      </div>
    )
  }

  const View = lazyView(registration)
  const failed = (
    <div className="pc-view-state" data-state="error" role="alert">
      <Icon name="warning" size={28} />
      <p>{t('modal.viewFailed')}</p>
      <Button
        variant="secondary"
        onClick={() => {
          lazyView.forget(registration)
          setAttempt((count) => count + 1)
        }}
      >
        {t('modal.retry')}
      </Button>
    </div>
  )
  return (
    <div className="pc-view" key={view} data-view={view} data-state="ready">
      <ViewErrorBoundary key={attempt} fallback={failed}>
        <Suspense
          fallback={
            <div className="pc-view-state" data-state="loading">
              <Spinner label={t('modal.loading')} />
            </div>
          }
        >
          <View />
        </Suspense>
      </ViewErrorBoundary>
    </div>
  )
})
