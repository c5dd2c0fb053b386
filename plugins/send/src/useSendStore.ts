import { useRootStore } from '@portico/ui'
import type { SendStore } from './SendStore.ts'

/** The send plugin's store, as its setup attached it. */
export function useSendStore(): SendStore {
  const store = useRootStore().plugins.get('send')
  if (!store) throw new Error('The send plugin is not set up')
  return store
}
