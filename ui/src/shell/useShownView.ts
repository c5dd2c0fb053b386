import { useEffect, useState } from 'react'
import type { ViewRegistration } from '@portico/kernel/internal'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import { viewCode } from '../viewCode.ts'
import { viewCodeArrived } from '../viewCodeArrived.ts'
import { lazyComponentFor } from './lazyComponentFor.ts'

/** The view the modal shows, which the header titles and the view host renders. */
export interface ShownView {
  view: string
  /** Undefined when no plugin registered the view (the host shows that it was not found). */
  registration: ViewRegistration | undefined
  /** The route data the view was shown with. */
  data: unknown
  /** Counts the retries of a failed load: the view's error boundary is keyed by it. */
  attempt: number
  /** Forgets the view's failed code and loads it again. */
  retry(): void
}

interface Shown {
  view: string
  registration: ViewRegistration | undefined
  data: unknown
}

/**
 * The view on screen, for the header and the body alike. While the router's next view's code (its
 * parts' too) is on its way the current view stays, and so does its title: the dialog is never
 * named after one view while it shows another. Only a first view whose code has not arrived is
 * shown at once (in its loading state). Call it in an observer: it reads the router.
 */
export function useShownView(): ShownView {
  const { store } = useAppKitInstance()
  const { view, data } = store.router
  const registration = store.registry.views.get(view)
  const [attempt, setAttempt] = useState(0)
  const [, setArrivals] = useState(0)
  const [shown, setShown] = useState<Shown | undefined>(undefined)
  // The view's code and its parts' (Account's tabs, Connect's sections): a part still loading would
  // show its fallback, and React's fallback throttle would hold it back.
  const settled =
    registration !== undefined &&
    viewCode(store.registry, view).every((load) => {
      const state = lazyComponentFor.state(load)
      return state === 'loaded' || state === 'failed'
    })

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

  const keep = registration !== undefined && !settled && shown?.registration !== undefined && store.registry.views.has(shown.view)
  const current = keep ? shown : { view, registration, data }
  // Remembered for the next view's wait (state set while rendering: React renders again at once, before committing).
  if (!keep && (shown?.view !== view || shown.registration !== registration || shown.data !== data)) setShown(current)
  return {
    ...current,
    attempt,
    retry: () => {
      if (current.registration) lazyComponentFor.forget(current.registration.load)
      setAttempt((count) => count + 1)
    },
  }
}
