import { useCallback, useSyncExternalStore } from 'react'
import type { AnalyticsEvent } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'
import { initialAnalyticsEvent, latestAnalyticsEvent } from './latestAnalyticsEvent.ts'

/** The latest analytics event (SPEC §7), as AppKit's `useAppKitEvents`. */
export function useAppKitEvents(): AnalyticsEvent {
  const appKit = useHostAppKit()
  const subscribe = useCallback((listener: () => void) => latestAnalyticsEvent.subscribe(appKit, listener), [appKit])
  return useSyncExternalStore(
    subscribe,
    () => latestAnalyticsEvent.get(appKit),
    () => initialAnalyticsEvent,
  )
}
