import { usePluginStore } from '@portico/ui'
import type { PayStore } from './PayStore.ts'

/** The pay plugin's store, as its setup attached it. */
export function usePayStore(): PayStore {
  return usePluginStore('pay')
}
