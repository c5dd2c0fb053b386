import type { AppKit } from '@portico/kernel/internal'
import type { AnalyticsEvent } from '@portico/kernel/internal'

/** What `useAppKitEvents` reports before any event: the modal was created. */
export const initialAnalyticsEvent: AnalyticsEvent = { timestamp: 0, data: { type: 'track', event: 'MODAL_CREATED' } }

interface LatestEvent {
  event: AnalyticsEvent
  listeners: Set<() => void>
}

const latest = new WeakMap<AppKit, LatestEvent>()

function latestOf(appKit: AppKit): LatestEvent {
  let state = latest.get(appKit)
  if (!state) {
    const created: LatestEvent = { event: initialAnalyticsEvent, listeners: new Set() }
    appKit.on('analytics', (event) => {
      created.event = event
      for (const listener of [...created.listeners]) listener()
    })
    latest.set(appKit, created)
    state = created
  }
  return state
}

/** The last analytics event of an instance, as an external store for `useSyncExternalStore`. */
export const latestAnalyticsEvent = {
  subscribe(appKit: AppKit, listener: () => void): () => void {
    const state = latestOf(appKit)
    state.listeners.add(listener)
    return () => state.listeners.delete(listener)
  },
  get(appKit: AppKit): AnalyticsEvent {
    return latestOf(appKit).event
  },
}
