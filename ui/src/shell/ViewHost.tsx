import { observer } from 'mobx-react-lite'
import { Suspense, useEffect, useRef, useState } from 'react'
import { isDevelopment } from '@portico/kernel/internal'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import type { ViewRegistration } from '@portico/kernel/internal'
import { useTranslate } from '../useTranslate.ts'
import { viewCode } from '../viewCode.ts'
import { viewCodeArrived } from '../viewCodeArrived.ts'
import { Button } from './Button.tsx'
import { Icon } from './Icon.tsx'
import { lazyComponentFor } from './lazyComponentFor.ts'
import { Spinner } from './Spinner.tsx'
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx'
import { ViewFocus } from './ViewFocus.tsx'
import { viewTitleKey } from './viewTitleKey.ts'

interface ShownView {
  view: string
  registration: ViewRegistration
}

/**
 * Renders the router's current view, loaded on demand, entering with the view transition. While
 * the next view's code (its parts' too) is on its way the current one stays on screen, so no fallback shows
 * between views (and React's fallback throttle never holds the next one back); only a first view
 * whose code has not arrived shows the loading state.
 */
export const ViewHost = observer(function ViewHost() {
  const { store } = useAppKitInstance()
  const t = useTranslate()
  const view = store.router.view
  const registration = store.registry.views.get(view)
  const [attempt, setAttempt] = useState(0)
  const [, setArrivals] = useState(0)
  const shown = useRef<ShownView | undefined>(undefined)
  const viewRef = useRef<HTMLDivElement>(null)
  const openingRef = useRef(true)
  const [announced, setAnnounced] = useState('')
  // Whether a wallet was connected when a view was last announced: a view shown once one connects says so first.
  const connectedRef = useRef(store.connections.isConnected)
  // The view's code and its parts' (Account's tabs, Connect's sections): a part still loading would
  // show its fallback, and React's fallback throttle would hold it back.
  const settled =
    registration !== undefined &&
    viewCode(store.registry, view).every((load) => {
      const state = lazyComponentFor.state(load)
      return state === 'loaded' || state === 'failed'
    })

  useEffect(() => {
    if (!registration && isDevelopment()) store.logger.warn(`No view is registered as "${view}"; is the plugin that provides it enabled?`)
  }, [registration, view, store])

  useEffect(() => {
    if (!registration || settled) return
    let live = true
    const arrived = () => {
      if (live) setArrivals((count) => count + 1)
    }
    void viewCodeArrived(store.registry, view).then(arrived)
    return () => {
      live = false
    }
  }, [registration, settled, attempt, store, view])

  if (!registration) {
    return (
      <div className="pc-view pc-view-state" key={view} data-view={view} data-state="not-found">
        <Icon name="warning" size={28} />
        <p>{t('modal.viewNotFound.message', { view })}</p>
      </div>
    )
  }

  const current = settled || !shown.current || !store.registry.views.has(shown.current.view) ? { view, registration } : shown.current
  shown.current = current
  const View = lazyComponentFor(current.registration.load)
  const failed = (
    <div className="pc-view-state" data-state="error" role="alert">
      <Icon name="warning" size={28} />
      <p>{t('modal.viewFailed')}</p>
      <Button
        variant="secondary"
        onClick={() => {
          lazyComponentFor.forget(current.registration.load)
          setAttempt((count) => count + 1)
        }}
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
      <div ref={viewRef} className="pc-view" key={current.view} data-view={current.view} data-state="ready">
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
                const titleKey = viewTitleKey(current.registration)
                const title = titleKey ? t(titleKey) : current.view
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
