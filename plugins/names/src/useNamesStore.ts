import { useRootStore } from '@portico/ui'
import type { NamesStore } from './NamesStore.ts'

/** The names plugin's store, as its setup attached it. */
export function useNamesStore(): NamesStore {
  const store = useRootStore().plugins.get('names')
  if (!store) throw new Error('The names plugin is not set up')
  return store
}
