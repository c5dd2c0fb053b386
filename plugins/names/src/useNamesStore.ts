import { usePluginStore } from '@portico/ui'
import type { NamesStore } from './NamesStore.ts'

/** The names plugin's store, as its setup attached it. */
export function useNamesStore(): NamesStore {
  return usePluginStore('names')
}
