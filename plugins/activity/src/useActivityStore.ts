import { usePluginStore } from '@portico/ui'
import type { ActivityStore } from './ActivityStore.ts'

/** The activity plugin's store, as its setup attached it. */
export function useActivityStore(): ActivityStore {
  return usePluginStore('activity')
}
