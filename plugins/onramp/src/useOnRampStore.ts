import { useRootStore } from '@portico/ui'
import type { OnRampStore } from './OnRampStore.ts'

/** The on-ramp plugin's store, as its setup attached it. */
export function useOnRampStore(): OnRampStore {
  const store = useRootStore().plugins.get('onramp')
  if (!store) throw new Error('The on-ramp plugin is not set up')
  return store
}
