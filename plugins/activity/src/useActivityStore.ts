import { useRootStore } from '@portico/ui'
import type { ActivityStore } from './ActivityStore.ts'

/** The activity plugin's store, as its setup attached it. */
export function useActivityStore(): ActivityStore {
  const store = useRootStore().plugins.get('activity')
  if (!store) throw new Error('The activity plugin is not set up')
  return store
}
