import { usePluginStore } from '@portico/ui'
import type { EmailStore } from './EmailStore.ts'

/** The e-mail plugin's store, as its setup attached it. */
export function useEmailStore(): EmailStore {
  return usePluginStore('email')
}
