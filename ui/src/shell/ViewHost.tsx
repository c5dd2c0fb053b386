import { observer } from 'mobx-react-lite'
import { Suspense, useEffect, useRef, useState } from 'react'
import { isDevelopment } from '@portico/kernel/internal'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import { useTranslate } from '../useTranslate.ts'
import { Button } from './Button.tsx'
import { Icon } from './Icon.tsx'
import { lazyComponentFor } from './lazyComponentFor.ts'
import { Spinner } from './Spinner.tsx'
import type { ShownView } from './useShownView.ts'
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx'
import { ViewFocus } from './ViewFocus.tsx'
import { viewTitleKey } from './viewTitleKey.ts'

/**
 * Renders the view the modal shows (`useShownView`), loaded on demand, entering with the view
 * transition. While the next view's code (its parts' too) is on its way the current one stays on
 * screen, so no fallback shows between views (and React's fallback throttle never holds the next
 * one back); only a first view whose code has not arrived shows the loading state.
 */
export const ViewHost = observer(function ViewHost({ shown }: { shown: ShownView }) {
  const { store } = useAppKitInstance()
  const t = useTranslate()
  const { view, registration, attempt } = shown
  const viewRef = useRef<HTMLDivElement>(null)
  const openingRef = useRef(true)
  const [announced, setAnnounced] = useState('')
  // Whether a wallet was connected when a view was last announced: a view shown once one connects says so first.
  const connectedRef = useRef(store.connections.isConnected)

  useEffect(() => {
    if (!registration && isDevelopment()) store.logger.warn(`No view is registered as "${view}"; is the plugin that provides it enabled?`)
  }, [registration, view, store])

  if (!registration) {
    return (
      <div className="pc-view pc-view-state" key={view} data-view={view} data-state="not-found">
        <Icon name="warning" size={28} />
        <p>{t('modal.viewNotFound.message', { view })}</p>
      </div>
    )
  }

  const View = lazyComponentFor(registration.load)
  const failed = (
    <div className="pc-view-state" data-state="error" role="alert">
      <Icon name="warning" size={28} />
      <p>{t('modal.viewFailed')}</p>
      <Button
        variant="secondary"
        onClick={shown.retry}
      >
        {t('modal.retry')}
      </Button>
    </div>
  )
  return (
    <>
      <p className="pc-visually-hidden" role="status" aria-live="polite" data-part="view-announcement">
        {announced}
      </p>
      <div ref={viewRef} className="pc-view" key={view} data-view={view} data-state="ready">
        <ViewErrorBoundary key={attempt} fallback={failed} logger={store.logger}>
          <Suspense
            fallback={
              <div className="pc-view-state" data-state="loading">
                <Spinner label={t('modal.loading')} />
              </div>
            }
          >
            <View />
            <ViewFocus
              viewRef={viewRef}
              takeOpening={() => {
                const first = openingRef.current
                openingRef.current = false
                return first
              }}
              announce={() => {
                const titleKey = viewTitleKey(registration)
                const title = titleKey ? t(titleKey) : view
                const connected = store.connections.isConnected
                setAnnounced(connected && !connectedRef.current ? t('modal.connectedView', { title }) : title)
                connectedRef.current = connected
              }}
            />
          </Suspense>
        </ViewErrorBoundary>
      </div>
    </>
  )
})
