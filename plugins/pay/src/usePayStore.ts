import { useRootStore } from '@portico/ui'
import type { PayStore } from './PayStore.ts'

/** The pay plugin's store, as its setup attached it. */
export function usePayStore(): PayStore {
  const store = useRootStore().plugins.get('pay')
  if (!store) throw new Error('The pay plugin is not set up')
  return store
}
