import { useSyncExternalStore } from 'react'
import type { ObservedValue } from './ObservedValue.ts'

/** Reads an `ObservedValue` and re-renders when it changes. */
export function useObservedValue<T>(observed: ObservedValue<T>): T {
  return useSyncExternalStore(observed.subscribe, observed.getSnapshot, observed.getServerSnapshot)
}
