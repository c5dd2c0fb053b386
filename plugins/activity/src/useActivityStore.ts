import { useRootStore } from '@portico/ui'
import type { ActivityStore } from './ActivityStore.ts'
import { ActivityNotSetUpError } from './errors.ts'

/** The activity plugin's store, as its setup attached it. */
export function useActivityStore(): ActivityStore {
  const store = useRootStore().plugins.get('activity')
  if (!store) throw new ActivityNotSetUpError()
  return store
}
