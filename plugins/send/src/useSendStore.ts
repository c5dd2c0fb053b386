import { usePluginStore } from '@portico/ui'
import type { SendStore } from './SendStore.ts'

/** The send plugin's store, as its setup attached it. */
export function useSendStore(): SendStore {
  return usePluginStore('send')
}
