import { useRootStore } from '@portico/ui'
import type { EmailStore } from './EmailStore.ts'

/** The e-mail plugin's store, as its setup attached it. */
export function useEmailStore(): EmailStore {
  const store = useRootStore().plugins.get('email')
  if (!store) throw new Error('The e-mail plugin is not set up')
  return store
}
